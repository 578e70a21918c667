import { plainText } from '@/lib/content/richtext'

import { isPageRoute, join, str, type ContentType, type Doc } from '../content-type'

/** Standard pages: a page's record is its route (`AboutUs`); About Us also shows in part on home. */
export const pages = {
  slug: 'pages',
  drafts: true,
  publicPath: (doc) => (isPageRoute(doc.route) ? `/${doc.route}` : '/'),
  search: {
    kind: 'page',
    text: (d) => ({
      title: str(d.title),
      body: join(
        d.description,
        plainText(d.body),
        d.listTitle,
        ...(Array.isArray(d.items) ? d.items.map((item) => (item as Doc).text) : []),
        plainText(d.closing),
      ),
      date: null,
    }),
  },
  malayalamSource: 'title',
} as const satisfies ContentType
