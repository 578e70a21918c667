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

import { cachedQuery, schoolTag } from './cache'
import { payloadClient } from './payload'
import { defaultSessionYear } from './session-year'

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

/** Everything the home page shows, published records only, newest first, in one cached read. */
export const getHomeData = cachedQuery(
  'home',
  async (school: number, year: number): Promise<HomeData> => {
    const payload = await payloadClient()
    const mine = { school: { equals: school } }
    const find = <T>(collection: Parameters<typeof payload.find>[0]['collection'], extra: object = {}) =>
      payload
        .find({ collection, where: mine, depth: 1, overrideAccess: false, limit: 12, ...extra })
        .then((r) => r.docs as T[])
    const toppersOf = async (cls: 'X' | 'XII') => {
      const where = { and: [mine, { class: { equals: cls } }] }
      const sessions = await payload.findDistinct({
        collection: 'toppers',
        field: 'sessionYear',
        where,
        overrideAccess: false,
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
        sort: '-division',
        depth: 1,
        limit: 12,
        overrideAccess: false,
      })
      return { docs, session }
    }
    const [registrations, notices, events, news, messages, X, XII, birthdays, achievements, galleries] =
      await Promise.all([
        find<OnlineRegistration>('online-registrations', { sort: '-createdAt', limit: 4 }),
        find<NotificationPopup>('notification-popups', { sort: '-createdAt', limit: 5 }),
        find<Event>('events', { sort: '-date', limit: 8 }),
        find<News>('news', { sort: '-fromDate', limit: 8 }),
        find<PrincipalMessage>('principal-messages', { sort: 'createdAt', limit: 6 }),
        toppersOf('X'),
        toppersOf('XII'),
        find<Birthday>('birthdays', { sort: '-createdAt' }),
        find<Gallery>('gallery', {
          where: { and: [mine, { category: { equals: 'Achievement' } }] },
          sort: '-date',
          limit: 8,
        }),
        find<Gallery>('gallery', {
          where: { and: [mine, { category: { equals: 'PhotoGallery' } }] },
          sort: '-date',
          limit: 6,
        }),
      ])
    return {
      registrations,
      notices,
      events,
      news,
      messages,
      toppers: { X: X.docs, XII: XII.docs, sessionX: X.session, sessionXII: XII.session },
      birthdays,
      achievements,
      galleries,
    }
  },
  (school) => [schoolTag(school)],
)
