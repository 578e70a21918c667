import { DEFAULT_LOCALE, isLocale, localeOf, LOCALES, type Locale } from '../../i18n/locales.mjs'

/** Paging of the list endpoints: without limit and page a list is answered whole, as SPEC's clients expect. */
export const MAX_LIMIT = 100
export const DEFAULT_LIMIT = 20
export const MAX_PAGE = 100_000
export const MAX_QUERY_LENGTH = 1_000

export type Window = { page: number; limit: number } | null

/** What a list request asks for: a page of the list (or all of it), in a language. */
export type ListQuery = { window: Window; locale: Locale }

export const LANG_ERROR = `lang must be one of ${LOCALES.join(', ')}.`

const wholeNumber = (text: string, max: number) => (/^\d{1,6}$/.test(text) && +text >= 1 && +text <= max ? +text : null)

export const QUERY_TOO_LONG = `The query string is longer than ${MAX_QUERY_LENGTH} characters.`
export const LIMIT_ERROR = `limit must be a whole number from 1 to ${MAX_LIMIT}.`
export const PAGE_ERROR = `page must be a whole number from 1 to ${MAX_PAGE}.`

/**
 * The page and language a client asks for, or what is wrong with the query string. Other
 * parameters are ignored. Without `lang` the answer is English, as SPEC's clients expect.
 */
export function parseListQuery(url: Pick<URL, 'search' | 'searchParams'>): ListQuery | { error: string } {
  if (url.search.length > MAX_QUERY_LENGTH) return { error: QUERY_TOO_LONG }
  const lang = parseLang(url)
  if ('error' in lang) return lang
  const paging = parseWindow(url)
  return 'error' in paging ? paging : { window: paging.window, locale: lang.locale }
}

/** The language a request names with `lang` (English without it), or what is wrong with it. */
export function parseLang(url: Pick<URL, 'searchParams'>): { locale: Locale } | { error: string } {
  const langs = url.searchParams.getAll('lang')
  if (langs.length > 1) return { error: 'Give lang once.' }
  if (langs.length && !isLocale(langs[0])) return { error: LANG_ERROR }
  return { locale: langs.length ? localeOf(langs[0]) : DEFAULT_LOCALE }
}

function parseWindow(url: Pick<URL, 'search' | 'searchParams'>): { window: Window } | { error: string } {
  const limits = url.searchParams.getAll('limit')
  const pages = url.searchParams.getAll('page')
  if (limits.length > 1) return { error: 'Give limit once.' }
  if (pages.length > 1) return { error: 'Give page once.' }
  if (!limits.length && !pages.length) return { window: null }
  const limit = limits.length ? wholeNumber(limits[0], MAX_LIMIT) : DEFAULT_LIMIT
  if (limit === null) return { error: LIMIT_ERROR }
  const page = pages.length ? wholeNumber(pages[0], MAX_PAGE) : 1
  if (page === null) return { error: PAGE_ERROR }
  return { window: { page, limit } }
}
