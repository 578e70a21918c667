import { plainText } from '@/lib/content/richtext'

import { dated, join, str, withQuery, type ContentType } from '../content-type'

/**
 * Circulars (issue 29): a library on /Circulars filtered by year, category and class, each with
 * its own page at /Circulars?id=, newest first by date; the latest on home and in their feed.
 */
export const circulars = {
  slug: 'circulars',
  drafts: true,
  lists: { circulars: { sort: ['-date', '-id'] } },
  homeCounts: { circulars: 3 },
  publicPath: (doc) => withQuery('Circulars', { id: doc.id }),
  sitemap: 'circulars',
  search: {
    kind: 'circular',
    text: (d) => ({
      title: str(d.title),
      // The text first, so that a snippet is cut from it rather than from the number and category.
      body: join(plainText(d.body), d.number, d.category, ...(Array.isArray(d.classes) ? d.classes : [])),
      date: dated(d.date),
    }),
  },
  malayalamSource: 'title',
  queryKeys: { Circulars: ['id', 'year', 'category', 'class', 'q', 'page'] },
  listWhat: 'circulars',
  quickAction: { label: 'Publish a circular', rank: 2 },
  announce: {
    topics: (d) => (d.category === 'Admission' ? ['circulars', 'admissions'] : ['circulars']),
    classes: (d) => (Array.isArray(d.classes) ? d.classes.map(String) : []),
    title: (d) => str(d.title),
    date: (d) => dated(d.date),
  },
} as const satisfies ContentType
