import type { Readable } from 'node:stream'

import type { Payload } from 'payload'

import { env } from '@/lib/platform/env'
import { logFailure } from '@/lib/platform/log'

import { archiveTime } from './archive'
import { NO_PG_DUMP, pgDumpAvailable } from './postgres'
import { runBackup, lastBackupFailure } from './run'
import { backupStore, listBackups, type Listed } from './store'

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
  const store = backupStore()
  // An unreachable bucket is said here rather than breaking the page that shows the warnings.
  let unreadable: string | null = null
  const [backups, failure] = await Promise.all([listBackups(store), lastBackupFailure(store)]).catch((error) => {
    unreadable = `The backups in ${store.where} cannot be read: ${(error as Error).message}`
    return [[], null] as [Listed[], null]
  })
  const warnings: string[] = unreadable ? [unreadable] : []
  if (env.usesPostgres && !pgDumpAvailable()) warnings.push(NO_PG_DUMP)
  const newest = backups[0]
  if (failure) warnings.push(`The last backup failed (${new Date(failure.at).toUTCString()}): ${failure.reason}`)
  if (!newest) {
    if (!unreadable) warnings.push('No backup has been made yet.')
  } else if (now.getTime() - newest.createdAt.getTime() > STALE_AFTER_HOURS * 3_600_000)
    warnings.push(`The newest backup is older than ${STALE_AFTER_HOURS} hours.`)
  // A malformed BACKUP_KEY is said here rather than breaking the page that shows the warnings.
  try {
    if (!env.backupKey) warnings.push(UNENCRYPTED)
  } catch (error) {
    warnings.push((error as Error).message)
  }
  return { backups, failure, running: backupRunning(), warnings }
}

/** An archive by its name, or null: only names the site writes are served. */
export async function backupFile(name: string): Promise<{ size: number; body: Readable } | null> {
  if (!archiveTime(name)) return null
  return backupStore().open(name)
}
