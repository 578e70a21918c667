import { createHash } from 'node:crypto'

import { isByLanguage, isPlainObject } from './in-locale'
import { isRichText, textNodes } from './richtext'

/**
 * What a record's English says, reduced to a short fingerprint, so that a save can tell whether
 * the English changed after the Malayalam was written (fields/malayalam.ts). Only the words
 * count: rich text by its text nodes (the editor rewrites its formatting keys on a save that
 * changed nothing), rows by their ids (a row added or removed in English is a change), and no
 * field that has one value for both languages (a date, a picture, the slug).
 */

/** The words of one English value: a string, or rich text's text nodes, or a row's fields. */
function wordsOf(value: unknown): string[] {
  // An emptied text is the same as one never written.
  if (typeof value === 'string') return value.trim() ? [value.trim()] : []
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(wordsOf)
  if (!isPlainObject(value)) return []
  if (isRichText(value)) return textNodes(value.root)
  return Object.entries(value)
    .filter(([key]) => key !== 'id' && key !== 'blockName')
    .flatMap(([key, inner]) => [key, ...wordsOf(inner)])
}

/**
 * The English words of a record read in every language (`locale: 'all'`), with `saved` (the
 * data of a save in English, in one language) over them where it has the field: a localized
 * field is one whose stored value is keyed by language, at any depth of groups, arrays and blocks.
 */
export function englishWords(stored: unknown, saved?: unknown): string[] {
  const has = saved !== undefined
  if (isByLanguage(stored)) return wordsOf(has ? saved : stored.en)
  if (Array.isArray(stored) || Array.isArray(saved)) {
    const before = Array.isArray(stored) ? stored : []
    const rows = has && Array.isArray(saved) ? saved : before
    return rows.flatMap((row) => {
      const id = isPlainObject(row) ? row.id : undefined
      const old = before.find((r) => isPlainObject(r) && id !== undefined && r.id === id)
      return [`#${String(id)}`, ...englishWords(old ?? {}, has ? row : undefined)]
    })
  }
  if (isPlainObject(stored) || isPlainObject(saved)) {
    const before = isPlainObject(stored) ? stored : {}
    const after = has && isPlainObject(saved) ? saved : undefined
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after ?? {})])].sort()
    return keys.flatMap((key) => {
      const words = englishWords(before[key], after && key in after ? after[key] : undefined)
      return words.length ? [key, ...words] : []
    })
  }
  return []
}

export const fingerprint = (words: readonly string[]): string =>
  createHash('sha256').update(JSON.stringify(words)).digest('base64url').slice(0, 22)
