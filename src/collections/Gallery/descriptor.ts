import { dated, join, str, withQuery, type ContentType } from '../content-type'

/**
 * Galleries: photo galleries on /Gallery, achievements on home, each with its own page at
 * /SubGallery?id=, newest first by date.
 */
export const gallery = {
  slug: 'gallery',
  drafts: true,
  lists: {
    gallery: { sort: ['-date', '-id'] },
    photoGalleries: { sort: ['-date', '-id'], where: { category: { equals: 'PhotoGallery' } } },
    achievements: { sort: ['-date', '-id'], where: { category: { equals: 'Achievement' } } },
  },
  homeCounts: { achievements: 8, galleries: 6 },
  publicPath: (doc) => withQuery('SubGallery', { id: doc.id }),
  sitemap: 'gallery',
  search: {
    kind: 'gallery',
    text: (d) => ({ title: str(d.title), body: join(d.name, d.description), date: dated(d.date) }),
  },
  malayalamSource: 'title',
  queryKeys: { Gallery: ['year', 'month', 'q', 'page'], SubGallery: ['id'] },
  listWhat: 'galleries',
  quickAction: { label: 'Upload photos to a gallery', rank: 5 },
} as const satisfies ContentType
