/** Paging of the list endpoints: without limit and page a list is answered whole, as SPEC's clients expect. */
export const MAX_LIMIT = 100
export const DEFAULT_LIMIT = 20
export const MAX_PAGE = 100_000
export const MAX_QUERY_LENGTH = 1_000

export type Window = { page: number; limit: number } | null

const wholeNumber = (text: string, max: number) => (/^\d{1,6}$/.test(text) && +text >= 1 && +text <= max ? +text : null)

export const QUERY_TOO_LONG = `The query string is longer than ${MAX_QUERY_LENGTH} characters.`
export const LIMIT_ERROR = `limit must be a whole number from 1 to ${MAX_LIMIT}.`
export const PAGE_ERROR = `page must be a whole number from 1 to ${MAX_PAGE}.`

/** The page a client asks for, or what is wrong with the query string. Other parameters are ignored. */
export function parseWindow(url: Pick<URL, 'search' | 'searchParams'>): { window: Window } | { error: string } {
  if (url.search.length > MAX_QUERY_LENGTH) return { error: QUERY_TOO_LONG }
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
