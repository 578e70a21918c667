import type { ContentType } from '../content-type'

/** Birthday greetings on home, newest first; a name has no Malayalam of its own to track. */
export const birthdays = {
  slug: 'birthdays',
  drafts: true,
  lists: { birthdays: { sort: ['-createdAt', '-id'] } },
  homeCounts: { birthdays: 12 },
  publicPath: () => '/',
} as const satisfies ContentType
