import { PAGE_SLUG_PATTERN } from '@/lib/content/custom-pages'

import { join, str, type ContentType, type Doc } from '../content-type'

/** Where a form answers: /forms/{slug}. */
export const formPath = (slug: string) => `/forms/${slug}`

/** The questions' labels, which say what a form asks ("PTM time", "Bus stop"). */
const questionLabels = (questions: unknown) =>
  (Array.isArray(questions) ? questions : []).map((q) => str((q as Doc | null)?.label))

/** Forms the office builds itself (a PTM booking, a consent slip), each at /forms/{slug}. */
export const forms = {
  slug: 'forms',
  drafts: true,
  lists: { forms: { sort: ['slug'] } },
  // A draft is saved unchecked, so its address is checked here: no preview leads off the site.
  publicPath: (doc) => (typeof doc.slug === 'string' && PAGE_SLUG_PATTERN.test(doc.slug) ? formPath(doc.slug) : '/'),
  sitemap: 'forms',
  // A parent searching "PTM" or "trip" finds the form, as they would an own page.
  search: {
    kind: 'page',
    text: (d) => ({ title: str(d.title), body: join(d.intro, ...questionLabels(d.fields)), date: null }),
  },
  malayalamSource: 'title',
  // A PTM booking, a trip consent slip, a survey: what the office once needed a programmer for.
  quickAction: { label: 'Build a form', rank: 8 },
} as const satisfies ContentType
