import type { TaskConfig } from 'payload'

import { runBackup } from '@/lib/backups/run'
import { env } from '@/lib/platform/env'
import { logFailure } from '@/lib/platform/log'

/**
 * BACKUP_HOUR o'clock in Kerala as a cron of this process's clock (Payload reads crons in the
 * server's own time zone, which is seldom India's).
 */
export function nightlyCron(keralaHour: number, today = new Date()): string {
  const day = today.toISOString().slice(0, 10)
  const at = new Date(`${day}T${String(keralaHour).padStart(2, '0')}:00:00+05:30`)
  return `${at.getMinutes()} ${at.getHours()} * * *`
}

/** The nightly backup (Payload's jobs queue, on the one instance that runs jobs). */
export const backupTask: TaskConfig<{ input: object; output: { file: string; size: number } }> = {
  slug: 'backup',
  label: 'Back up the database and files',
  schedule: [{ cron: nightlyCron(env.backupHour), queue: 'backup' }],
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
