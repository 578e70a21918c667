import { str, type ContentType } from '../content-type'

/** Urgent alerts: on every page while they last; home is the first a visitor sees. */
export const alerts = {
  slug: 'alerts',
  drafts: true,
  lists: { alerts: { sort: ['-createdAt', '-id'] } },
  publicPath: () => '/',
  malayalamSource: 'message',
  // A new alert ends at the end of today unless the office changes it (./index.ts).
  quickAction: { label: 'Announce a closure or urgent notice', rank: 1 },
  announce: { topics: () => ['alerts'], title: (d) => str(d.message) },
} as const satisfies ContentType
