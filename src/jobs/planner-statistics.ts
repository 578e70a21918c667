import type { TaskConfig } from 'payload'

import { keralaCron } from '@/lib/platform/kerala-cron'
import { refreshPlannerStatistics } from '@/lib/platform/planner-statistics'

/** Every night at 03:15 in Kerala, in the server's jobs queue: the planner's statistics as the schools grow. */
export const plannerStatisticsTask: TaskConfig<{ input: object; output: object }> = {
  slug: 'plannerStatistics',
  label: "Refresh the database's statistics for its query planner",
  schedule: [{ cron: keralaCron({ hour: 3, minute: 15 }), queue: 'default' }],
  retries: 2,
  handler: async ({ req }) => {
    await refreshPlannerStatistics(req.payload)
    return { output: {} }
  },
}
