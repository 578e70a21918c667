import type { ContentType } from '../content-type'

/** The notices of home's popup, newest first. */
export const notificationPopups = {
  slug: 'notification-popups',
  drafts: true,
  lists: { notices: { sort: ['-createdAt', '-id'] } },
  homeCounts: { notices: 5 },
  publicPath: () => '/',
  malayalamSource: 'title',
} as const satisfies ContentType
