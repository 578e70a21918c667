import type { ContentType } from './content-type'
import { alerts } from './Alerts/descriptor'
import { birthdays } from './Birthdays/descriptor'
import { circulars } from './Circulars/descriptor'
import { customPages } from './CustomPages/descriptor'
import { events } from './Events/descriptor'
import { faculty } from './Faculty/descriptor'
import { forms } from './Forms/descriptor'
import { gallery } from './Gallery/descriptor'
import { highlights } from './Highlights/descriptor'
import { news } from './News/descriptor'
import { notificationPopups } from './NotificationPopups/descriptor'
import { onlineRegistrations } from './OnlineRegistrations/descriptor'
import { pages } from './Pages/descriptor'
import { principalMessages } from './PrincipalMessages/descriptor'
import { toppers } from './Toppers/descriptor'
import { videos } from './Videos/descriptor'

/**
 * Every content type the site shows, by its descriptor (src/collections/<Type>/descriptor.ts).
 * The tables that once restated them are derived from this list: the lists and home counts
 * (lib/content/content-lists.ts), the preview's pages (lib/preview/paths.ts), what search reads
 * (lib/search/searched.ts), the Malayalam column (fields/malayalam.ts), the sitemap
 * (lib/site/feeds.ts), the dashboard's quick actions, the lists' words (ListWhat) and the plain-JS
 * server's query keys (lib/site/query-keys.ts, written into lib/server/query-keys.json).
 *
 * In the order the sitemap lists records with pages of their own. The admin's navigation keeps its
 * own order (collections/index.ts, which the dashboard's Malayalam figures follow) and search its
 * kinds' (SEARCH_KINDS).
 */
export const CONTENT_TYPES = [
  news,
  events,
  gallery,
  circulars,
  videos,
  toppers,
  pages,
  customPages,
  faculty,
  alerts,
  principalMessages,
  birthdays,
  highlights,
  onlineRegistrations,
  notificationPopups,
  forms,
] as const satisfies readonly ContentType[]

export type RegisteredType = (typeof CONTENT_TYPES)[number]

/** The registered types that have `key` in their descriptor. */
export type TypeWith<K extends keyof ContentType> = Extract<RegisteredType, Record<K, unknown>>

/** The descriptors that have `key`, in the registry's order. */
export const typesWith = <K extends keyof ContentType>(key: K): TypeWith<K>[] =>
  CONTENT_TYPES.filter((type): type is TypeWith<K> => key in type)

export const contentTypeOf = (slug: unknown): RegisteredType | undefined =>
  CONTENT_TYPES.find((type) => type.slug === slug)
