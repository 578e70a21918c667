import { dated, str, withQuery, yearOf, type ContentType } from '../content-type'

/** Videos: on /VideoGallery, newest first by date; a video is found on its list at its own year. */
export const videos = {
  slug: 'videos',
  drafts: true,
  lists: { videos: { sort: ['-date', '-id'] } },
  publicPath: (doc) => withQuery('VideoGallery', { year: yearOf(doc.date) }),
  search: { kind: 'video', text: (d) => ({ title: str(d.title), body: '', date: dated(d.date) }) },
  malayalamSource: 'title',
  queryKeys: { VideoGallery: ['year', 'month', 'q', 'page'] },
  listWhat: 'videos',
} as const satisfies ContentType
