import type { TaskConfig } from 'payload'

import { keralaCron } from '@/lib/platform/kerala-cron'
import { remindOfOpenRequests } from '@/lib/privacy/request-steps'

/** Every morning: the office is reminded of privacy requests still open 30, 60 and 80 days after they came. */
export const privacyRemindersTask: TaskConfig<{ input: object; output: { sent: number } }> = {
  slug: 'privacy-reminders',
  label: 'Remind the office of open privacy requests',
  schedule: [{ cron: keralaCron({ hour: 8, minute: 0 }), queue: 'privacy' }],
  retries: 2,
  handler: async ({ req }) => ({ output: { sent: await remindOfOpenRequests(req.payload) } }),
}
