import { cachedQuery } from '@/lib/queries/cached-query'
import { schoolTag } from '@/lib/platform/cache'
import { LISTS, whereOf, type ContentList } from '@/lib/content/content-lists'
import { payloadClient } from '@/lib/platform/payload'
import type { Circular, Event, News } from '@/payload-types'
import { typesWith } from '@/collections/registry'
import type { SitemapCollection, SitemapRecord } from '@/lib/site/feeds'
import { inLocale, STORED_LOCALE } from '@/lib/content/in-locale'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales.mjs'

/** Published records of one list, newest first, for the feeds, the calendar and the sitemap. */
function published<T>(list: ContentList, limit: number, depth = 0) {
  return cachedQuery(
    `feed:${list.collection}:${JSON.stringify(list.where ?? {})}:${limit}`,
    async (school: number, locale: Locale = DEFAULT_LOCALE): Promise<T[]> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: list.collection,
        where: whereOf(list, school),
        sort: list.sort,
        limit,
        depth,
        overrideAccess: false,
        locale: STORED_LOCALE,
      })
      return inLocale(docs as T[], locale)
    },
    (school) => [schoolTag(school)],
  )
}

/** The newest 50 news items (RSS readers show the latest; the site keeps every item). */
export const feedNews = published<News>(LISTS.news, 50, 1)

/** The newest 50 circulars, for their feed. */
export const feedCirculars = published<Circular>(LISTS.circulars, 50)

/** Every published event, for the calendar parents subscribe to. */
export const calendarEvents = published<Event>(LISTS.events, 1000)

/** What the sitemap lists beside the routes: each published record of the types with pages of their own. */
export const sitemapRecords = async (school: number): Promise<Record<SitemapCollection, SitemapRecord[]>> =>
  Object.fromEntries(
    await Promise.all(
      typesWith('sitemap').map(async (type) => [
        type.slug,
        await published<SitemapRecord>(LISTS[type.sitemap], 5000)(school),
      ]),
    ),
  )
