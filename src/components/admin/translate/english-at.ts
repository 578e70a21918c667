import { isPlainObject } from '@/lib/content/in-locale'
import { isRichText, paragraphs } from '@/lib/content/richtext'

/** A text's English as paragraphs: one for a plain text, one per paragraph of rich text. */
export type EnglishText = string[]

/**
 * The English at a form field's path ("title", "items.2.text", "layout.0.content") of the
 * record as read in English: rich text by its paragraphs, list items and headings.
 */
export function englishAt(doc: Record<string, unknown>, path: string): EnglishText {
  let value: unknown = doc
  for (const step of path.split('.')) {
    if (Array.isArray(value)) value = value[Number(step)]
    else if (isPlainObject(value)) value = value[step]
    else return []
  }
  if (typeof value === 'string') return value.trim() ? [value] : []
  return isRichText(value) ? paragraphs(value) : []
}
