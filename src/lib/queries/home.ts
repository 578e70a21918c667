import type {
  Birthday,
  Event,
  Gallery,
  News,
  NotificationPopup,
  OnlineRegistration,
  PrincipalMessage,
  Topper,
} from '@/payload-types'

import { cachedQuery } from '@/lib/queries/cached-query'
import { schoolTag } from '@/lib/platform/cache'
import { HOME_COUNTS, LISTS, whereOf, type ContentList } from '@/lib/content/content-lists'
import { payloadClient } from '@/lib/platform/payload'
import { defaultSessionYear } from '@/lib/content/session-year'
import { siteAccess, siteReads } from '@/lib/preview/session'
import { inLocale } from '@/lib/content/in-locale'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales.mjs'

export type HomeData = {
  registrations: OnlineRegistration[]
  notices: NotificationPopup[]
  events: Event[]
  news: News[]
  messages: PrincipalMessage[]
  toppers: { X: Topper[]; XII: Topper[]; sessionX: string | null; sessionXII: string | null }
  birthdays: Birthday[]
  achievements: Gallery[]
  galleries: Gallery[]
}

/** Everything the home page shows, published records only, newest first, in one cached read, in one language. */
export const getHomeData = cachedQuery(
  'home',
  async (school: number, year: number, locale: Locale = DEFAULT_LOCALE): Promise<HomeData> => {
    const payload = await payloadClient()
    const mine = { school: { equals: school } }
    const find = <T>(list: ContentList, limit: number) =>
      payload
        .find({
          collection: list.collection,
          where: whereOf(list, school),
          sort: list.sort,
          depth: 1,
          ...siteReads(),
          limit,
        })
        .then((r) => r.docs as T[])
    const toppersOf = async (cls: 'X' | 'XII') => {
      const where = { and: [mine, { class: { equals: cls } }] }
      const sessions = await payload.findDistinct({
        collection: 'toppers',
        field: 'sessionYear',
        where,
        ...siteAccess(),
        limit: 100,
      })
      const session = defaultSessionYear(
        sessions.values.map((v) => String(v.sessionYear)),
        new Date(year, 5, 1),
      )
      if (!session) return { docs: [] as Topper[], session }
      const { docs } = await payload.find({
        collection: 'toppers',
        where: { and: [where, { sessionYear: { equals: session } }] },
        sort: LISTS.toppers.sort,
        depth: 1,
        limit: HOME_COUNTS.toppers,
        ...siteReads(),
      })
      return { docs, session }
    }
    const [registrations, notices, events, news, messages, X, XII, birthdays, achievements, galleries] =
      await Promise.all([
        find<OnlineRegistration>(LISTS.registrations, HOME_COUNTS.registrations),
        find<NotificationPopup>(LISTS.notices, HOME_COUNTS.notices),
        find<Event>(LISTS.events, HOME_COUNTS.events),
        find<News>(LISTS.news, HOME_COUNTS.news),
        find<PrincipalMessage>(LISTS.messages, HOME_COUNTS.messages),
        toppersOf('X'),
        toppersOf('XII'),
        find<Birthday>(LISTS.birthdays, HOME_COUNTS.birthdays),
        find<Gallery>(LISTS.achievements, HOME_COUNTS.achievements),
        find<Gallery>(LISTS.photoGalleries, HOME_COUNTS.galleries),
      ])
    return inLocale<HomeData>(
      {
        registrations,
        notices,
        events,
        news,
        messages,
        toppers: { X: X.docs, XII: XII.docs, sessionX: X.session, sessionXII: XII.session },
        birthdays,
        achievements,
        galleries,
      },
      locale,
    )
  },
  (school) => [schoolTag(school)],
)
