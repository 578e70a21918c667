import { LOCALES, type Locale } from '../../i18n/locales.mjs'

/*
 * How a record read for a page says which of its texts are in another language than the page's
 * (in-locale.ts makes the marks). Apart from in-locale so that a client component reading the
 * marks (the highlights' marquee) does not bring the reading of records into every page's script.
 */

/** Where an object lists the names of its fields shown in a language other than the page's, by language. */
export const FALLBACK_MARKS = { en: '_english', ml: '_malayalam' } as const satisfies Record<Locale, string>

type Mark = (typeof FALLBACK_MARKS)[Locale]

/** An object's marks: the fields shown in English (`_english`) or Malayalam (`_malayalam`) on a page of another language. */
export type Marked = { [M in Mark]?: string[] }

/** The language an object's field is shown in where it is not the page's (its `lang`), else undefined. */
export function langOf(record: object | null | undefined, field: string): Locale | undefined {
  return LOCALES.find((l) => (record as Marked | null | undefined)?.[FALLBACK_MARKS[l]]?.includes(field))
}
