import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { backupsDir, env } from '@/lib/platform/env'
import { logFailure } from '@/lib/platform/log'

import { archiveTime } from './archive'
import { NO_PG_DUMP, pgDumpAvailable } from './postgres'
import { runBackup, lastBackupFailure } from './run'
import { listBackups } from './store'

/** A backup older than this is a warning on the dashboard: one night missed, with room for a slow one. */
export const STALE_AFTER_HOURS = 36

export const UNENCRYPTED =
  'Backups are not encrypted: they hold children’s details, Aadhaar numbers and CVs. Set BACKUP_KEY (README, “Backup and restore”).'

let running: Promise<unknown> | null = null

/** Whether a backup started from the admin is still being made in this process. */
export const backupRunning = () => running !== null

/**
 * "Back up now": starts one backup in this process and answers at once; the admin's list shows it
 * when it is done. A second press while one runs starts nothing.
 */
export function startBackup(payload: Payload): boolean {
  if (running) return false
  running = runBackup(payload)
    .catch((error) => logFailure('backup', error))
    .finally(() => (running = null))
  return true
}

export type BackupStatus = {
  backups: Awaited<ReturnType<typeof listBackups>>
  failure: { at: string; reason: string } | null
  running: boolean
  /** What the dashboard and the Backups view warn about, or nothing. */
  warnings: string[]
}

export async function backupStatus(now = new Date()): Promise<BackupStatus> {
  const dir = backupsDir()
  const [backups, failure] = await Promise.all([listBackups(dir), lastBackupFailure(dir)])
  const warnings: string[] = []
  if (env.usesPostgres && !pgDumpAvailable()) warnings.push(NO_PG_DUMP)
  const newest = backups[0]
  if (failure) warnings.push(`The last backup failed (${new Date(failure.at).toUTCString()}): ${failure.reason}`)
  if (!newest) warnings.push('No backup has been made yet.')
  else if (now.getTime() - newest.createdAt.getTime() > STALE_AFTER_HOURS * 3_600_000)
    warnings.push(`The newest backup is older than ${STALE_AFTER_HOURS} hours.`)
  // A malformed BACKUP_KEY is said here rather than breaking the page that shows the warnings.
  try {
    if (!env.backupKey) warnings.push(UNENCRYPTED)
  } catch (error) {
    warnings.push((error as Error).message)
  }
  return { backups, failure, running: backupRunning(), warnings }
}

/** An archive of the backups folder by its name, or null: only names the site writes are served. */
export async function backupFile(name: string): Promise<{ file: string; size: number } | null> {
  if (!archiveTime(name)) return null
  const file = path.join(backupsDir(), name)
  const stat = await fs.stat(file).catch(() => null)
  return stat?.isFile() ? { file, size: stat.size } : null
}
