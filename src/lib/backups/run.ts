import fs from 'node:fs/promises'

import type { Payload } from 'payload'

import { backupsDir, env } from '@/lib/platform/env'

import { createBackup, type BackupSummary } from './archive'
import { backupStore, rotateBackups, type Failure } from './store'

/**
 * One backup as the nightly job and `npm run backup` make it: the archive (made in
 * DATA_DIR/backups, then kept where the store keeps archives), then the rotation. A failure is
 * recorded in the store (read by the admin) and thrown; the next success clears it.
 */
export async function runBackup(payload: Payload): Promise<{ backup: BackupSummary; removed: string[] }> {
  const dir = backupsDir()
  const store = backupStore()
  await fs.mkdir(dir, { recursive: true, mode: 0o700 })
  try {
    const backup = await store.keep(await createBackup(payload, { dir }))
    const removed = await rotateBackups(store, env.backupKeep)
    await store.setFailure(null)
    return { backup, removed }
  } catch (error) {
    await store.setFailure({ at: new Date().toISOString(), reason: (error as Error).message }).catch(() => {})
    throw error
  }
}

/** The last backup's failure, if the last backup failed. */
export async function lastBackupFailure(store = backupStore()): Promise<Failure | null> {
  return store.lastFailure()
}
