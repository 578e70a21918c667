import { join, str, withQuery, type ContentType } from '../content-type'

/**
 * Toppers: on /Toppers (class X) and /ToppersXII, highest percentage first (SPEC §9); a topper is
 * found on its class's list at its own session. A name has no Malayalam of its own to track.
 */
export const toppers = {
  slug: 'toppers',
  drafts: true,
  lists: { toppers: { sort: ['-division', '-id'] } },
  homeCounts: { toppers: 12 },
  publicPath: (doc) => withQuery(doc.class === 'XII' ? 'ToppersXII' : 'Toppers', { year: doc.sessionYear }),
  search: {
    kind: 'topper',
    text: (d) => ({
      title: str(d.name),
      body: join(`Class ${str(d.class)}`, d.stream, d.sessionYear, d.division == null ? '' : `${str(d.division)} %`),
      date: null,
    }),
  },
  queryKeys: { Toppers: ['year', 'q', 'page'], ToppersXII: ['year', 'q', 'page'] },
  listWhat: 'toppers',
} as const satisfies ContentType
