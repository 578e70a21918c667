// @ts-check
/**
 * Which query parameters each public page reads. A page's answer depends on its host's school, its
 * path and these parameters only: the proxy renders `/News?year=2024&fbclid=x` as the page for year 2024
 * (lib/site/site-path.ts), and the HTTP server keeps one answer for every address that differs in
 * parameters no page reads (lib/server/kept-pages.mjs). Plain JavaScript: the server runs it without a
 * build step, so it reads the table from a file written from the descriptors.
 */
import { splitLocale } from '../../i18n/locales.mjs'
import { keptHost } from './school-hosts.mjs'

import queryKeys from './query-keys.json' with { type: 'json' }

/**
 * The parameters of each page by route, as the content types' descriptors and lib/site/routes.ts
 * name them: written into query-keys.json by `npm run generate:query-keys` (lib/site/query-keys.ts).
 */
export const QUERY_KEYS = queryKeys

/** No page reads more of a value than this (a list's title filter is cut at 100 characters). */
const MAX_VALUE = 100

/**
 * A key written with a star (`category*`) may be given several times (the calendar's feed for two
 * categories); its values are kept in order, each once, so the same choice is one address. Any
 * other key's first value is the one read.
 */
const SEVERAL = '*'
const MAX_VALUES = 20

/**
 * The site's search reads one character more than it allows (200, lib/search/terms.ts), so that it
 * can tell a visitor a longer search is too long instead of searching for part of it.
 */
const LONGER_VALUES = /** @type {Record<string, number>} */ ({ Search: 201 })

/**
 * The parameters of `search` that the route's page reads, in a fixed order; empty for a route that
 * reads none.
 * @param {string} route the path without its slashes (`News`)
 * @param {URLSearchParams} search
 */
export function readQuery(route, search) {
  /** @type {readonly string[] | undefined} */
  const keys = /** @type {Record<string, readonly string[]>} */ (QUERY_KEYS)[route]
  const kept = new URLSearchParams()
  const longest = LONGER_VALUES[route] ?? MAX_VALUE
  for (const declared of keys ?? []) {
    if (declared.endsWith(SEVERAL)) {
      const key = declared.slice(0, -SEVERAL.length)
      const values = [...new Set(search.getAll(key).map((value) => value.slice(0, longest)))].sort()
      for (const value of values.slice(0, MAX_VALUES)) kept.append(key, value)
      continue
    }
    const value = search.get(declared)
    if (value !== null) kept.set(declared, value.slice(0, longest))
  }
  return kept
}

/** Paths the proxy leaves alone (src/proxy.ts's matcher): their query is theirs to read. */
const NOT_A_PAGE = /^\/(?:api\/|_next\/|admin(?:\/|$)|cms-api(?:\/|$))/

/**
 * One name for every address that shows the same page: the host as answers are kept under it (a
 * school's domain or SERVER_URL's host by its name, any other Host as one, keptHost), the path
 * and the parameters the page reads. Any other address (the API, the admin) keeps its whole query.
 * @param {string | undefined} host the request's Host header
 * @param {string} url the request's path and query
 */
export function pageAddress(host, url) {
  const site = keptHost(host)
  const mark = url.indexOf('?')
  if (mark < 0) return `${site} ${url}`
  const pathname = url.slice(0, mark)
  if (NOT_A_PAGE.test(pathname)) return `${site} ${url}`
  const route = splitLocale(pathname).path.replace(/^\/+|\/+$/g, '')
  const read = readQuery(route, new URLSearchParams(url.slice(mark + 1))).toString()
  return read ? `${site} ${pathname}?${read}` : `${site} ${pathname}`
}
