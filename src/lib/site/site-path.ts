import { QUERY_KEYS as PAGE_QUERY_KEYS, readQuery } from '../server/page-query.mjs'
import { DEFAULT_LOCALE, splitLocale } from '../../i18n/locales.mjs'
import { PAGE_SLUG_PATTERN } from '../content/custom-pages'
import { SITE_ROUTES, type SiteRoute } from './routes'

/**
 * Public pages are cached by Next.js per path, and the path is all its cache looks at. So the
 * proxy rewrites each visitor's address to one that names the school and, for the routes that read
 * them, the query parameters: `/News?year=2024` on school A's host is rendered (once) as
 * `/A/News/<query>`, where <query> is the parameters the page reads, in a fixed order, base64url
 * encoded. Anything else in the query (?fbclid=…) is dropped, so it never splits the cache.
 */
export const QUERY_KEYS = PAGE_QUERY_KEYS satisfies Partial<
  Record<SiteRoute | 'events.ics' | 'calendar.ics', readonly string[]>
>

export type QueryRoute = keyof typeof QUERY_KEYS

export function encodeQuery(route: string, search: URLSearchParams): string | null {
  const text = readQuery(route, search).toString()
  if (!text) return null
  return Buffer.from(text).toString('base64url')
}

export type Search = Record<string, string | undefined>

/**
 * The query parameters a cached page was rendered for, from its path segment; null when the
 * segment is not one the proxy writes (a visitor asking for /News/anything gets the 404 page).
 */
export async function searchOf(route: QueryRoute, params: Promise<{ query?: string[] }>): Promise<Search | null> {
  const search = await queryOf(route, params)
  return search && Object.fromEntries(search)
}

/** The same, with every value of a key that may be given several times (lib/server/page-query.mjs). */
export async function queryOf(
  route: QueryRoute,
  params: Promise<{ query?: string[] }>,
): Promise<URLSearchParams | null> {
  const query = (await params).query
  if (!query) return new URLSearchParams()
  const [segment] = query
  if (query.length !== 1 || !/^[\w-]{1,3000}$/.test(segment)) return null
  const search = new URLSearchParams(Buffer.from(segment, 'base64url').toString('utf8'))
  return encodeQuery(route, search) === segment ? search : null
}

/**
 * The internal path a visitor's page address is rendered as, for a school: its language first
 * (`/ml/News` is `/{school}/ml/News`, `/News` `/{school}/en/News`), except for the school's
 * files that are one for both languages (icons, the manifest, robots.txt, the sitemap, preview).
 */
export function internalPath(school: string, pathname: string, search: URLSearchParams): string {
  const { locale, path } = splitLocale(pathname)
  const route = path.replace(/^\/+|\/+$/g, '')
  if (!route) return `/${school}/${locale}`
  if (locale === DEFAULT_LOCALE && ONE_FOR_BOTH_LANGUAGES.test(route)) return `/${school}/${route}`
  // A word that can be neither SPEC's page nor an own page's address (lower-case words) is
  // given a path no route has, so it gets the site's own 404 page in its language.
  if (/^[^./]+$/.test(route) && !(route in SITE_ROUTES) && !PAGE_SLUG_PATTERN.test(route))
    return `/${school}/${locale}/${route}/unknown`
  const query = encodeQuery(route, search)
  return query ? `/${school}/${locale}/${route}/${query}` : `/${school}/${locale}/${route}`
}

/** The school's routes outside the languages (app/(site)/[school]/, beside [locale]/). */
const ONE_FOR_BOTH_LANGUAGES =
  /^(?:apple-touch-icon\.png|favicon\.ico|icon-192\.png|icon-512\.png|manifest\.webmanifest|robots\.txt|sitemap\.xml|sw\.js|preview(?:\/.*)?)$/

/**
 * No page is rendered at build time (a build never touches the database); with this as their
 * generateStaticParams, Next.js renders each on its first visit and keeps it in its cache.
 */
export const noPagesAtBuild = async (): Promise<never[]> => []
