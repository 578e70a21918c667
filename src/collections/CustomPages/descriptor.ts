import { PAGE_SLUG_PATTERN } from '@/lib/content/custom-pages'
import { plainText } from '@/lib/content/richtext'

import { join, str, type ContentType, type Doc } from '../content-type'

/** Every text a visitor reads in an own page's blocks: captions, headings, cells, questions, answers. */
function blockWords(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) blockWords(item, out)
  else if (value && typeof value === 'object') {
    const node = value as Doc
    if (node.root && typeof node.root === 'object') out.push(plainText(node))
    else
      for (const [key, field] of Object.entries(node)) {
        // Files, pictures, links and a block's own names are not words a visitor reads.
        if (['id', 'blockType', 'blockName', 'url', 'link', 'image', 'file', 'images', 'media'].includes(key)) continue
        if (typeof field === 'string' && key !== 'style' && key !== 'align') out.push(field)
        else blockWords(field, out)
      }
  }
  return out
}

/** The school's own pages (a hostel, the school bus), each at its own address, built from blocks. */
export const customPages = {
  slug: 'custom-pages',
  drafts: true,
  lists: { ownPages: { sort: ['slug'] } },
  // An own page answers at its address.
  // A draft is saved unchecked, so its address is checked here: no preview leads off the site.
  publicPath: (doc) => (typeof doc.slug === 'string' && PAGE_SLUG_PATTERN.test(doc.slug) ? `/${doc.slug}` : '/'),
  sitemap: 'ownPages',
  search: {
    kind: 'page',
    text: (d) => ({ title: str(d.title), body: join(d.description, ...blockWords(d.layout)), date: null }),
  },
  malayalamSource: 'title',
  // A hostel, the school bus, a new lab: a page of the school's own, built from blocks.
  quickAction: { label: 'Add a page', rank: 6 },
} as const satisfies ContentType
