import type { ContentType } from '../content-type'

/** Online-registration banners on home, newest first. */
export const onlineRegistrations = {
  slug: 'online-registrations',
  drafts: true,
  lists: { registrations: { sort: ['-createdAt', '-id'] } },
  homeCounts: { registrations: 4 },
  publicPath: () => '/',
} as const satisfies ContentType
