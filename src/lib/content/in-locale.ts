import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locales.mjs'
import { FALLBACK_MARKS, type Marked } from './fallback-marks'

/**
 * Records in the reader's language. Texts are stored per language without fallback
 * (payload.config.ts, `localization`); every page reads all languages of a record (`locale: 'all'`;
 * the database adapter reads every language's row either way) and shows each text in the page's
 * language where the office wrote it, else in the other language, so that no title, message or
 * name is ever blank. Each object remembers which of its texts came from which other language, so
 * the page can mark them (`lang="en"` on a Malayalam page, `lang="ml"` on an English one): a screen
 * reader then reads them with that language's rules, and the font is that script's.
 */

/** The Payload `locale` of every site read: all languages, for the page's language to choose from. */
export const STORED_LOCALE = 'all'

export { FALLBACK_MARKS, langOf, type Marked } from './fallback-marks'

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)

/** A localized field as `locale: 'all'` returns it: an object keyed by language codes only. */
export const isByLanguage = (value: unknown): value is Partial<Record<Locale, unknown>> =>
  isPlainObject(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => (LOCALES as readonly string[]).includes(key))

/** Whether a stored text says anything: empty strings and empty rich text count as missing. */
export function written(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  // Lexical's rich text: written when one of its text nodes holds a character.
  if (isPlainObject(value) && isPlainObject(value.root)) return /"text":"[^"]/.test(JSON.stringify(value.root))
  return true
}

/** The languages a page in `locale` takes a text from, in order: its own, then the others as listed. */
const fallbackOrder = (locale: Locale): Locale[] => [locale, ...LOCALES.filter((l) => l !== locale)]

function pick(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, locale))
  if (!isPlainObject(value)) return value
  const result: Record<string, unknown> & Marked = {}
  const marks: Marked = {}
  for (const [key, field] of Object.entries(value)) {
    if (isByLanguage(field)) {
      const from = fallbackOrder(locale).find((l) => written(field[l])) ?? locale
      if (from !== locale) (marks[FALLBACK_MARKS[from]] ??= []).push(key)
      result[key] = pick(field[from] ?? null, locale)
    } else {
      result[key] = pick(field, locale)
    }
  }
  return Object.assign(result, marks)
}

/**
 * A record (or list of records, with their related records) read with every language as a page in
 * `locale` shows it: every text in that language, or in the other where it has none yet, marked.
 */
export const inLocale = <T>(value: T, locale: Locale): T => pick(value, locale) as T

/** A localized field's English text, as read with every language or as a plain string. */
export const englishOf = (value: unknown): string => String((isByLanguage(value) ? value[DEFAULT_LOCALE] : value) ?? '')

/** An object's marks alone (none when every text is in the page's language), to pass them on. */
export function fallbackMarks(record: unknown, fields?: string[]): Marked {
  const marks: Marked = {}
  for (const mark of Object.values(FALLBACK_MARKS)) {
    const names = (record as Marked | null | undefined)?.[mark]?.filter((f) => !fields || fields.includes(f))
    if (names?.length) marks[mark] = names
  }
  return marks
}
