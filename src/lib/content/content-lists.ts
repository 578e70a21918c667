import type { CollectionSlug, Sort, Where } from 'payload'

/**
 * The published lists of a school and their order (SPEC §9: news, events and galleries newest
 * first by date, toppers by percentage). The site's pages and the public API both read these, so
 * they always agree on what a list holds and in which order. Ties are broken by id, newest
 * first (oldest first for the messages), so pages of a list never overlap.
 */
export type ContentList = { collection: CollectionSlug; sort: Sort; where?: Where }

export const LISTS = {
  news: { collection: 'news', sort: ['-fromDate', '-id'] },
  events: { collection: 'events', sort: ['-date', '-id'] },
  circulars: { collection: 'circulars', sort: ['-date', '-id'] },
  gallery: { collection: 'gallery', sort: ['-date', '-id'] },
  photoGalleries: { collection: 'gallery', sort: ['-date', '-id'], where: { category: { equals: 'PhotoGallery' } } },
  achievements: { collection: 'gallery', sort: ['-date', '-id'], where: { category: { equals: 'Achievement' } } },
  toppers: { collection: 'toppers', sort: ['-division', '-id'] },
  // The principal's message was entered first and leads the home carousel.
  messages: { collection: 'principal-messages', sort: ['createdAt', 'id'] },
  birthdays: { collection: 'birthdays', sort: ['-createdAt', '-id'] },
  highlights: { collection: 'highlights', sort: ['-createdAt', '-id'] },
  alerts: { collection: 'alerts', sort: ['-createdAt', '-id'] },
  registrations: { collection: 'online-registrations', sort: ['-createdAt', '-id'] },
  notices: { collection: 'notification-popups', sort: ['-createdAt', '-id'] },
  videos: { collection: 'videos', sort: ['-date', '-id'] },
  ownPages: { collection: 'custom-pages', sort: ['slug'] },
} as const satisfies Record<string, ContentList>

/**
 * What each collection's lists are read by: the school, published only, then the list's first
 * sort field (lib/platform/schema-indexes.ts makes an index of each), so that a list is read in
 * order from its own school's rows alone.
 */
export function listOrders(): { collection: CollectionSlug; field: string }[] {
  const orders = new Map<string, { collection: CollectionSlug; field: string }>()
  for (const list of Object.values(LISTS) as ContentList[]) {
    const field = String([list.sort].flat()[0]).replace(/^-/, '')
    orders.set(`${list.collection} ${field}`, { collection: list.collection, field })
  }
  return [...orders.values()]
}

/** How many entries of each list the home page shows. */
export const HOME_COUNTS = {
  registrations: 4,
  notices: 5,
  events: 8,
  news: 8,
  messages: 6,
  toppers: 12,
  birthdays: 12,
  achievements: 8,
  galleries: 6,
  circulars: 3,
} as const

/** One school's records of a list, with the list's own condition. */
export const whereOf = (list: ContentList, school: number): Where =>
  list.where ? { and: [{ school: { equals: school } }, list.where] } : { school: { equals: school } }
