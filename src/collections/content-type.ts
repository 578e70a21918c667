import type { CollectionSlug, Sort, Where } from 'payload'

import { PAGE_ROUTE_NAMES, type SiteRoute } from '@/lib/site/routes'
import type { SearchKind, SearchText } from '@/lib/search/kinds'

import type { Topic } from './Subscriptions/choices'

/**
 * What the site, the search, the office's dashboard and the plain-JS server know of a content
 * type, kept beside its collection (src/collections/<Type>/descriptor.ts) and read through one
 * registry (./registry.ts), from which each of their tables is derived. Light data and small
 * functions only: client components, the API and unit tests read it without the Payload config.
 */
export type Doc = Record<string, unknown>

export type ContentType = {
  slug: CollectionSlug
  /**
   * Whether the collection has drafts: a draft is previewed on its public page, and only
   * published records are searched.
   */
  drafts: boolean
  /**
   * Its published lists by name, each with its order (and condition): the site's pages, the home
   * page, the feeds and the public API all read them, so they agree on what a list holds.
   */
  lists?: Record<string, { sort: Sort; where?: Where }>
  /** How many entries the home page shows, by the home page's name for each. */
  homeCounts?: Record<string, number>
  /** The page a visitor finds a record on: a preview opens it, search, feeds and the sitemap link to it. */
  publicPath?: (doc: Doc) => string
  /** The list (of `lists`) whose published records each have a page of their own, in the sitemap. */
  sitemap?: string
  /** How the site's search reads a record: what it is, and its words in one language. */
  search?: { kind: SearchKind; text: (doc: Doc) => SearchText }
  /** The text that tells whether a record has its Malayalam yet (fields/malayalam.ts). */
  malayalamSource?: string
  /** The routes its pages answer at and the query parameters each reads (lib/site/query-keys.ts). */
  queryKeys?: Record<string, readonly string[]>
  /** Its word in the lists' sentences ("No circulars match these filters"), a message catalogue key. */
  listWhat?: string
  /** Its button among the dashboard's quick actions, at `rank` (1 first), to a new record or to the list. */
  quickAction?: { label: string; rank: number; opens?: 'list' }
  /**
   * What subscribers hear of a record once it is published (issue 52): the topics it comes under,
   * the classes it concerns (none: the whole school), and its title and date as read in one
   * language.
   */
  announce?: {
    topics: (doc: Doc) => readonly Topic[]
    classes?: (doc: Doc) => readonly string[]
    title: (doc: Doc) => string
    date?: (doc: Doc) => string | null
  }
}

/** A route with the query parameters that have a value, in the given order. */
export function withQuery(route: SiteRoute, query: Record<string, unknown>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value != null && value !== '') search.set(key, String(value))
  const text = search.toString()
  return text ? `/${route}?${text}` : `/${route}`
}

export const isPageRoute = (route: unknown): route is SiteRoute =>
  typeof route === 'string' && (PAGE_ROUTE_NAMES as readonly string[]).includes(route)

export const yearOf = (date: unknown) => (typeof date === 'string' && /^\d{4}/.test(date) ? date.slice(0, 4) : null)

/** A text or number as the index holds it; anything else as nothing. */
export const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

/** The texts that are written, one a line. */
export const join = (...parts: unknown[]) =>
  parts
    .map(str)
    .filter((part) => part.trim() !== '')
    .join('\n')

export const dated = (value: unknown) => (typeof value === 'string' && value ? value : null)
