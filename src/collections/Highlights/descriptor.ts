import type { ContentType } from '../content-type'

/** The lines of the marquee under the header, newest first. */
export const highlights = {
  slug: 'highlights',
  drafts: true,
  lists: { highlights: { sort: ['-createdAt', '-id'] } },
  publicPath: () => '/',
  malayalamSource: 'title',
  quickAction: { label: 'Edit the highlights', rank: 7, opens: 'list' },
} as const satisfies ContentType
