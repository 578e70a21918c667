import type { Locale } from './locales.mjs'

/** The `lang` of a page's <html>: SPEC's pages are Indian English. */
export const htmlLang = (locale: Locale) => (locale === 'ml' ? 'ml' : 'en-IN')
