import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { z } from 'zod'

import { HOME_COUNTS, LISTS, whereOf, type ContentList } from '@/lib/content/content-lists'
import { getHomeData } from '@/lib/queries/home'
import { filePaths } from '@/lib/content/media'
import { payloadClient } from '@/lib/platform/payload'
import { fallbackMarks, inLocale, STORED_LOCALE } from '@/lib/content/in-locale'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales.mjs'
import type {
  Birthday,
  Event,
  Gallery,
  Highlight,
  News,
  NotificationPopup,
  OnlineRegistration,
  PrincipalMessage,
  Topper,
  Video,
} from '@/payload-types'

import type { Window } from './query'
import {
  BirthdayItem,
  EventItem,
  GalleryItem,
  HighlightItem,
  listOf,
  NewsItem,
  NotificationItem,
  OnlineRegistrationItem,
  PrincipalMessageItem,
  TopperItem,
  VideoItem,
} from './schemas'

type Item<S extends z.ZodType> = z.infer<S>

/** SPEC §3 field names from the stored records; absent text is an empty string, never null. */
export const toNews = (n: News): Item<typeof NewsItem> => ({
  _id: String(n.id),
  fromDate: n.fromDate,
  title: n.title,
  description: n.description ?? '',
  image: filePaths(n.image),
  attachments: filePaths(n.attachments),
})

export const toEvent = (e: Event): Item<typeof EventItem> => ({
  _id: String(e.id),
  date: e.date,
  title: e.title,
  description: e.description ?? '',
  images: filePaths(e.images),
  venue: e.venue ?? '',
  time: e.time ?? '',
  attachments: filePaths(e.attachments),
})

export const toGallery = (g: Gallery): Item<typeof GalleryItem> => ({
  _id: String(g.id),
  title: g.title,
  description: g.description ?? '',
  date: g.date,
  category: g.category,
  attachments: filePaths(g.attachments),
  name: g.name ?? '',
})

const toTopper = (t: Topper): Item<typeof TopperItem> => ({
  _id: String(t.id),
  name: t.name,
  class: t.class,
  stream: t.stream ?? '',
  division: t.division,
  sessionYear: t.sessionYear,
  attachments: filePaths(t.attachments),
})

const toPrincipalMessage = (m: PrincipalMessage): Item<typeof PrincipalMessageItem> => ({
  _id: String(m.id),
  name: m.name,
  category: m.category,
  message: m.message ? convertLexicalToHTML({ data: m.message as SerializedEditorState, disableContainer: true }) : '',
  attachments: filePaths(m.attachments),
})

const toBirthday = (b: Birthday): Item<typeof BirthdayItem> => ({
  _id: String(b.id),
  name: b.name,
  class: b.class,
  attachments: filePaths(b.attachments),
})

const toHighlight = (h: Highlight): Item<typeof HighlightItem> => ({
  _id: String(h.id),
  title: h.title,
  attachments: filePaths(h.attachments),
})

const toRegistration = (r: OnlineRegistration): Item<typeof OnlineRegistrationItem> => ({
  _id: String(r.id),
  title: r.title,
  url: r.url ?? '',
  attachments: filePaths(r.attachments),
})

const toNotification = (n: NotificationPopup): Item<typeof NotificationItem> => ({
  _id: String(n.id),
  title: n.title,
  image: filePaths(n.image),
  desc: n.desc ?? '',
  attachments: filePaths(n.attachments),
  url: n.url ?? '',
  urlTitle: n.urlTitle ?? '',
})

const toVideo = (v: Video): Item<typeof VideoItem> => ({
  _id: String(v.id),
  title: v.title,
  date: v.date,
  videoUrl: v.videoUrl,
})

/**
 * An item says which of its texts are in the other language, because the school has not written
 * them in the asked one yet: `_english` in a Malayalam answer, `_malayalam` in an English one (as
 * the pages mark them lang="en" / lang="ml"). Items with every text in the asked language are SPEC's, unchanged.
 */
export function withLanguages<I>(item: I, doc: unknown): I {
  return { ...item, ...fallbackMarks(doc, Object.keys(item as object)) }
}

type Page<T> = { items: T[]; total: number }

/** A list read from the database, paged there when the client asks for a page. */
function fromDatabase<Doc>(list: ContentList) {
  return async (school: number, window: Window, locale: Locale): Promise<Page<Doc>> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: list.collection,
      where: whereOf(list, school),
      sort: list.sort,
      depth: 1,
      // Attachments need only their file name; the rest of each upload is left in the database.
      populate: { media: { filename: true } },
      overrideAccess: false,
      locale: STORED_LOCALE,
      ...(window ? { page: window.page, limit: window.limit } : { pagination: false }),
    })
    return { items: inLocale(result.docs as Doc[], locale), total: result.totalDocs }
  }
}

/** A short list the home page shows, read exactly as the home page reads it, then paged here. */
function fromHome<Doc>(pick: (home: Awaited<ReturnType<typeof getHomeData>>) => Doc[]) {
  return async (school: number, window: Window, locale: Locale): Promise<Page<Doc>> => {
    const all = pick(await getHomeData(school, new Date().getFullYear(), locale))
    const items = window ? all.slice((window.page - 1) * window.limit, window.page * window.limit) : all
    return { items, total: all.length }
  }
}

const newestFirst = (a: Gallery, b: Gallery) => b.date.localeCompare(a.date) || b.id - a.id

type Resource<Doc, S extends z.ZodType> = {
  path: string
  summary: string
  description: string
  item: S
  answer: z.ZodType
  load: (school: number, window: Window, locale: Locale) => Promise<Page<Doc>>
  toItem: (doc: Doc) => Item<S>
}

const resource = <Doc, S extends z.ZodType>(r: Omit<Resource<Doc, S>, 'answer'> & { answerId: string }) => ({
  path: r.path,
  summary: r.summary,
  description: r.description,
  answer: listOf(r.item, r.answerId),
  /** The list's answer for one school: the whole list, or the page asked for, with the total. */
  async list(school: number, window: Window, locale: Locale = DEFAULT_LOCALE) {
    const { items, total } = await r.load(school, window, locale)
    return { data: items.map((doc) => withLanguages(r.toItem(doc), doc)), total, ...(window ?? {}) }
  },
})

/** Every list endpoint of SPEC §7: its path, what it answers and in which order. */
export const RESOURCES = {
  news: resource({
    path: '/api/news/All/{schoolCode}',
    summary: 'News list',
    description: 'Published news, newest first by fromDate.',
    item: NewsItem,
    answerId: 'NewsList',
    load: fromDatabase<News>(LISTS.news),
    toItem: toNews,
  }),
  homeGallery: resource({
    path: '/api/gallery/{schoolCode}',
    summary: 'Home gallery',
    description: `What the home page shows: the newest ${HOME_COUNTS.achievements} achievements (category Achievement) and the newest ${HOME_COUNTS.galleries} photo galleries, newest first by date.`,
    item: GalleryItem,
    answerId: 'HomeGalleryList',
    load: fromHome((home) => [...home.achievements, ...home.galleries].sort(newestFirst)),
    toItem: toGallery,
  }),
  gallery: resource({
    path: '/api/gallery/all/{schoolCode}',
    summary: 'Gallery page',
    description: 'Photo galleries (category PhotoGallery), newest first by date.',
    item: GalleryItem,
    answerId: 'GalleryList',
    load: fromDatabase<Gallery>(LISTS.photoGalleries),
    toItem: toGallery,
  }),
  toppers: resource({
    path: '/api/topper/{schoolCode}',
    summary: 'Toppers',
    description: 'Toppers of classes X and XII of every session, highest percentage (division) first.',
    item: TopperItem,
    answerId: 'TopperList',
    load: fromDatabase<Topper>(LISTS.toppers),
    toItem: toTopper,
  }),
  principalMessage: resource({
    path: '/api/PrincipalMessage/{schoolCode}',
    summary: 'Principal message',
    description: "The principal's message first, then the other messages in the order they were added.",
    item: PrincipalMessageItem,
    answerId: 'PrincipalMessageList',
    load: fromDatabase<PrincipalMessage>(LISTS.messages),
    toItem: toPrincipalMessage,
  }),
  highlights: resource({
    path: '/api/highlight/{schoolCode}',
    summary: 'Highlights',
    description: 'Lines of the scrolling highlights, newest first.',
    item: HighlightItem,
    answerId: 'HighlightList',
    load: fromDatabase<Highlight>(LISTS.highlights),
    toItem: toHighlight,
  }),
  homeEvents: resource({
    path: '/api/events/{schoolCode}',
    summary: 'Home events',
    description: `What the home page shows: the newest ${HOME_COUNTS.events} events by date.`,
    item: EventItem,
    answerId: 'HomeEventList',
    load: fromHome((home) => home.events),
    toItem: toEvent,
  }),
  events: resource({
    path: '/api/events/All/{schoolCode}',
    summary: 'Events page',
    description: 'Every published event, newest first by date.',
    item: EventItem,
    answerId: 'EventList',
    load: fromDatabase<Event>(LISTS.events),
    toItem: toEvent,
  }),
  birthdays: resource({
    path: '/api/birthdays/{schoolCode}',
    summary: 'Birthdays',
    description: 'Birthday greetings, newest first.',
    item: BirthdayItem,
    answerId: 'BirthdayList',
    load: fromDatabase<Birthday>(LISTS.birthdays),
    toItem: toBirthday,
  }),
  onlineRegistration: resource({
    path: '/api/onlineRegistration/{schoolCode}',
    summary: 'Online registration',
    description: 'Online-registration banners, newest first.',
    item: OnlineRegistrationItem,
    answerId: 'OnlineRegistrationList',
    load: fromDatabase<OnlineRegistration>(LISTS.registrations),
    toItem: toRegistration,
  }),
  notification: resource({
    path: '/api/notification/{schoolCode}',
    summary: 'Notification popup',
    description: 'Notifications of the home page popup, newest first; the popup opens when this list is not empty.',
    item: NotificationItem,
    answerId: 'NotificationList',
    load: fromDatabase<NotificationPopup>(LISTS.notices),
    toItem: toNotification,
  }),
  videos: resource({
    path: '/api/video/All/{schoolCode}',
    summary: 'Videos',
    description: 'Videos, newest first by date.',
    item: VideoItem,
    answerId: 'VideoList',
    load: fromDatabase<Video>(LISTS.videos),
    toItem: toVideo,
  }),
}

export type ResourceName = keyof typeof RESOURCES
