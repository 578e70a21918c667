import { cachedQuery } from '@/lib/queries/cached-query'
import { schoolTag } from '@/lib/platform/cache'
import { LISTS, whereOf, type ContentList } from '@/lib/content/content-lists'
import { payloadClient } from '@/lib/platform/payload'
import type { Circular, CustomPage, Event, Gallery, News } from '@/payload-types'
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

/** What the sitemap lists beside the routes: each published news item, event, photo gallery, circular and own page. */
export const sitemapRecords = async (school: number) => {
  const [news, events, galleries, circulars, ownPages] = await Promise.all([
    published<News>(LISTS.news, 5000)(school),
    published<Event>(LISTS.events, 5000)(school),
    published<Gallery>(LISTS.gallery, 5000)(school),
    published<Circular>(LISTS.circulars, 5000)(school),
    published<CustomPage>(LISTS.ownPages, 5000)(school),
  ])
  return { news, events, galleries, circulars, ownPages }
}
