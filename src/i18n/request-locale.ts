import { headers } from 'next/headers'

import { DEFAULT_LOCALE, isLocale, LOCALE_HEADER, type Locale } from './locales.mjs'

/** The language of the request's address, for what cannot read it from its path. */
export async function requestLocale(): Promise<Locale> {
  const locale = (await headers()).get(LOCALE_HEADER)
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}
