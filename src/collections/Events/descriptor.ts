import { dated, join, str, withQuery, type ContentType } from '../content-type'

/**
 * Events: their own page at /Events?id=, newest first by date, on home and in the calendar
 * (events.ics); as calendar entries, the school calendar's month and list (/Calendar, calendar.ics).
 */
export const events = {
  slug: 'events',
  drafts: true,
  lists: { events: { sort: ['-date', '-id'] } },
  homeCounts: { events: 8 },
  publicPath: (doc) => withQuery('Events', { id: doc.id }),
  sitemap: 'events',
  search: {
    kind: 'event',
    text: (d) => ({ title: str(d.title), body: join(d.venue, d.time, d.description), date: dated(d.date) }),
  },
  malayalamSource: 'title',
  queryKeys: {
    Events: ['id', 'year', 'month', 'q', 'page'],
    'events.ics': ['id'],
    Calendar: ['month', 'view', 'category', 'class'],
    'calendar.ics': ['category*', 'class*'],
  },
  listWhat: 'events',
  quickAction: { label: 'Add event', rank: 4 },
  announce: { topics: () => ['events'], title: (d) => str(d.title), date: (d) => dated(d.date) },
} as const satisfies ContentType
