import type { ContentType } from '../content-type'

/** The principal's and the other messages of the home carousel. */
export const principalMessages = {
  slug: 'principal-messages',
  drafts: true,
  // The principal's message was entered first and leads the home carousel.
  lists: { messages: { sort: ['createdAt', 'id'] } },
  homeCounts: { messages: 6 },
  publicPath: () => '/',
  malayalamSource: 'message',
} as const satisfies ContentType
