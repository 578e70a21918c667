import type { CollectionSlug } from 'payload'

import { PAGE_SLUG_PATTERN } from '@/lib/content/custom-pages'
import { PAGE_ROUTE_NAMES, type SiteRoute } from '@/lib/site/routes'

/**
 * Where the site shows a record of each content type, so a draft is previewed on the page a
 * visitor would find it: the school's pages, news, events and galleries have pages of their own;
 * the home page's lists (notices, messages, birthdays, registrations) and the marquee of
 * highlights show on `/`; toppers and videos on their list, at the record's own year.
 */
type Doc = Record<string, unknown>

const withQuery = (route: SiteRoute, query: Record<string, unknown>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value != null && value !== '') search.set(key, String(value))
  const text = search.toString()
  return text ? `/${route}?${text}` : `/${route}`
}

const isPageRoute = (route: unknown): route is SiteRoute =>
  typeof route === 'string' && (PAGE_ROUTE_NAMES as readonly string[]).includes(route)

const yearOf = (date: unknown) => (typeof date === 'string' && /^\d{4}/.test(date) ? date.slice(0, 4) : null)

export const PREVIEW_PATHS = {
  news: (doc: Doc) => withQuery('News', { id: doc.id }),
  events: (doc: Doc) => withQuery('Events', { id: doc.id }),
  circulars: (doc: Doc) => withQuery('Circulars', { id: doc.id }),
  gallery: (doc: Doc) => withQuery('SubGallery', { id: doc.id }),
  videos: (doc: Doc) => withQuery('VideoGallery', { year: yearOf(doc.date) }),
  toppers: (doc: Doc) => withQuery(doc.class === 'XII' ? 'ToppersXII' : 'Toppers', { year: doc.sessionYear }),
  // A page's record is its route (`AboutUs`); About Us also shows in part on home.
  pages: (doc: Doc) => (isPageRoute(doc.route) ? `/${doc.route}` : '/'),
  // An own page answers at its address.
  // A draft is saved unchecked, so its address is checked here: no preview leads off the site.
  'custom-pages': (doc: Doc) =>
    typeof doc.slug === 'string' && PAGE_SLUG_PATTERN.test(doc.slug) ? `/${doc.slug}` : '/',
  'notification-popups': () => '/',
  'principal-messages': () => '/',
  birthdays: () => '/',
  highlights: () => '/',
  // An alert is on every page; home is the first a visitor sees.
  alerts: () => '/',
  'online-registrations': () => '/',
} as const satisfies Partial<Record<CollectionSlug, (doc: Doc) => string>>

export type PreviewCollection = keyof typeof PREVIEW_PATHS

export const isPreviewCollection = (slug: unknown): slug is PreviewCollection =>
  typeof slug === 'string' && Object.hasOwn(PREVIEW_PATHS, slug)

/** The public page a record is shown on. */
export const publicPathOf = (collection: PreviewCollection, doc: Doc): string => PREVIEW_PATHS[collection](doc)

/** The site's preview route for a record: it checks the session, turns on draft mode and opens publicPathOf. */
export const PREVIEW_ROUTE = '/preview'
export const EXIT_PREVIEW_ROUTE = '/preview/exit'

export const previewHref = (collection: PreviewCollection, id: number | string) =>
  `${PREVIEW_ROUTE}?${new URLSearchParams({ collection, id: String(id) })}`
