import { dated, join, str, withQuery, type ContentType } from '../content-type'

/** News: its own page at /News?id=, newest first by its date (SPEC §9), on home and in the feeds. */
export const news = {
  slug: 'news',
  drafts: true,
  lists: { news: { sort: ['-fromDate', '-id'] } },
  homeCounts: { news: 8 },
  publicPath: (doc) => withQuery('News', { id: doc.id }),
  sitemap: 'news',
  search: {
    kind: 'news',
    text: (d) => ({ title: str(d.title), body: join(d.description), date: dated(d.fromDate) }),
  },
  malayalamSource: 'title',
  queryKeys: { News: ['id', 'year', 'month', 'q', 'page'] },
  listWhat: 'news',
  quickAction: { label: 'Add news', rank: 3 },
  announce: { topics: () => ['news'], title: (d) => str(d.title), date: (d) => dated(d.fromDate) },
} as const satisfies ContentType
