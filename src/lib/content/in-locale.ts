import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locales.mjs'

/**
 * Records in the reader's language. Texts are stored per language without fallback
 * (payload.config.ts, `localization`); a Malayalam page reads every language of a record
 * (`locale: 'all'`) and shows each text in Malayalam where the office wrote it, else in English.
 * Each object remembers which of its texts fell back, so the page can mark them `lang="en"`:
 * a screen reader then reads them with English rules, and the font is the Latin one.
 */

/** The Payload `locale` of a site read: English as stored, or every language to choose from. */
export const storedLocale = (locale: Locale): Locale | 'all' => (locale === DEFAULT_LOCALE ? DEFAULT_LOCALE : 'all')

/** Where an object lists the names of its fields shown in English on a page of another language. */
const ENGLISH = '_english'

type Marked = { [ENGLISH]?: string[] }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)

/** A localized field as `locale: 'all'` returns it: an object keyed by language codes only. */
const isByLanguage = (value: unknown): value is Partial<Record<Locale, unknown>> =>
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

function pick(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, locale))
  if (!isPlainObject(value)) return value
  const result: Record<string, unknown> & Marked = {}
  const english: string[] = []
  for (const [key, field] of Object.entries(value)) {
    if (isByLanguage(field)) {
      const own = field[locale]
      const chosen = written(own) ? own : field[DEFAULT_LOCALE]
      if (chosen !== own && written(chosen)) english.push(key)
      result[key] = pick(chosen ?? null, locale)
    } else {
      result[key] = pick(field, locale)
    }
  }
  if (english.length) result[ENGLISH] = english
  return result
}

/**
 * A record (or list of records, with their related records) as a page in `locale` shows it: every
 * text in that language, or in English where it has none yet. English reads come back unchanged.
 */
export function inLocale<T>(value: T, locale: Locale): T {
  return locale === DEFAULT_LOCALE ? value : (pick(value, locale) as T)
}

/**
 * A record read with every language (`locale: 'all'`) as a page in `locale` shows it, English
 * included: each text in that language, or in English where it has none yet.
 */
export const textsIn = <T>(value: T, locale: Locale): T => pick(value, locale) as T

/** A localized field's English text, as read with every language or as a plain string. */
export const englishOf = (value: unknown): string => String((isByLanguage(value) ? value[DEFAULT_LOCALE] : value) ?? '')

/** The names of an object's fields shown in English on a page of another language, if any. */
export const englishFields = (record: unknown): string[] | undefined => (record as Marked | null | undefined)?.[ENGLISH]

/** `"en"` where an object's field is shown in English on a page of another language: its `lang`. */
export function langOf(record: object | null | undefined, field: string): 'en' | undefined {
  return (record as Marked | null | undefined)?.[ENGLISH]?.includes(field) ? 'en' : undefined
}
