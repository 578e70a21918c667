import type { TaskConfig } from 'payload'

import { runBackup } from '@/lib/backups/run'
import { env } from '@/lib/platform/env'
import { keralaCron } from '@/lib/platform/kerala-cron'
import { logFailure } from '@/lib/platform/log'

/** The nightly backup at BACKUP_HOUR o'clock in Kerala (Payload's jobs queue, on the one instance that runs jobs). */
export const backupTask: TaskConfig<{ input: object; output: { file: string; size: number } }> = {
  slug: 'backup',
  label: 'Back up the database and files',
  schedule: [{ cron: keralaCron({ hour: env.backupHour }), queue: 'backup' }],
  retries: 1,
  handler: async ({ req }) => {
    try {
      const { backup } = await runBackup(req.payload)
      return { output: { file: backup.name, size: backup.size } }
    } catch (error) {
      logFailure('backup', error)
      throw error
    }
  },
}
