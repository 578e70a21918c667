import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { backupsDir, env } from '@/lib/platform/env'

import { createBackup, type BackupSummary } from './archive'
import { rotateBackups } from './store'

const LAST_FAILURE = 'last-failure.json'

/**
 * One backup as the nightly job and `npm run backup` make it: the archive, then the rotation.
 * A failure is written beside the archives (read by the admin) and thrown; the next success
 * clears it.
 */
export async function runBackup(payload: Payload): Promise<{ backup: BackupSummary; removed: string[] }> {
  const dir = backupsDir()
  await fs.mkdir(dir, { recursive: true, mode: 0o700 })
  try {
    const backup = await createBackup(payload, { dir })
    const removed = await rotateBackups(dir, env.backupKeep)
    await fs.rm(path.join(dir, LAST_FAILURE), { force: true })
    return { backup, removed }
  } catch (error) {
    const failure = { at: new Date().toISOString(), reason: (error as Error).message }
    await fs.writeFile(path.join(dir, LAST_FAILURE), JSON.stringify(failure)).catch(() => {})
    throw error
  }
}

/** The last backup's failure, if the last backup failed. */
export async function lastBackupFailure(dir = backupsDir()): Promise<{ at: string; reason: string } | null> {
  return JSON.parse(await fs.readFile(path.join(dir, LAST_FAILURE), 'utf8').catch(() => 'null'))
}
