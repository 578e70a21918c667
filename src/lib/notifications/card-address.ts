import { localePath, type Locale } from '@/i18n/locales.mjs'

/** A share card's size: what WhatsApp, Facebook and X show large. */
export const CARD = { width: 1200, height: 630 } as const

/** The address of a record's share card on the school's site, in a language (app/(site)/[school]/[locale]/share). */
export const shareCardPath = (collection: string, id: number | string, locale: Locale) =>
  localePath(locale, `/share/${collection}/${id}.png`)
