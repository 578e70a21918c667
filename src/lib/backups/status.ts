import type { Readable } from 'node:stream'

import type { Payload } from 'payload'

import { longDateTime } from '@/lib/content/format'
import { env } from '@/lib/platform/env'
import { logFailure } from '@/lib/platform/log'
import type { ReadmeSection, SetupWarning } from '@/lib/platform/setup-warnings'

import { archiveTime } from './archive'
import { NO_PG_DUMP, pgDumpAvailable } from './postgres'
import { runBackup, lastBackupFailure } from './run'
import { backupStore, listBackups, type Listed } from './store'

/** A backup older than this is a warning on the dashboard: one night missed, with room for a slow one. */
export const STALE_AFTER_HOURS = 36

export const UNENCRYPTED: SetupWarning = {
  kind: 'backup',
  risk: 'Backups are not encrypted: anyone who gets a copy of one reads the children’s details, Aadhaar numbers and the CVs of applicants.',
  fix: 'BACKUP_KEY is not set: set it (openssl rand -hex 32) and keep it apart from the backups.',
  section: 'encrypted-backups',
}

/** What a lost disk costs while backups are missing or old, for the head of school. */
const LOST_WITH_THE_DISK =
  'if the server’s disk failed now, all that was saved since the last good backup would be lost.'

const backupWarning = (risk: string, fix: string, section: ReadmeSection = 'backup-and-restore'): SetupWarning => ({
  kind: 'backup',
  risk,
  fix,
  section,
})

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
  /** What the platform admin's dashboard and the Backups view warn about, or nothing. */
  warnings: SetupWarning[]
}

export async function backupStatus(now = new Date()): Promise<BackupStatus> {
  const store = backupStore()
  // An unreachable bucket is said here rather than breaking the page that shows the warnings.
  let unreadable: SetupWarning | null = null
  const [backups, failure] = await Promise.all([listBackups(store), lastBackupFailure(store)]).catch((error) => {
    unreadable = backupWarning(
      'The backups cannot be read, so nobody can tell whether they are made: ' + LOST_WITH_THE_DISK,
      `The backups in ${store.where} cannot be read: ${(error as Error).message}`,
    )
    return [[], null] as [Listed[], null]
  })
  const warnings: SetupWarning[] = unreadable ? [unreadable] : []
  if (env.usesPostgres && !pgDumpAvailable()) warnings.push(NO_PG_DUMP)
  const newest = backups[0]
  if (failure)
    warnings.push(
      backupWarning(
        `The last backup failed (${longDateTime(failure.at)}): ${LOST_WITH_THE_DISK}`,
        `The backup stopped with: ${failure.reason}`,
      ),
    )
  if (!newest) {
    if (!unreadable)
      warnings.push(
        backupWarning(
          'No backup has been made yet: if the server’s disk failed now, everything on the website would be lost.',
          'npm run backup, or Back up now on the Backups page; after that, one is made every night.',
        ),
      )
  } else if (now.getTime() - newest.createdAt.getTime() > STALE_AFTER_HOURS * 3_600_000)
    warnings.push(
      backupWarning(
        `The newest backup is older than ${STALE_AFTER_HOURS} hours: the nightly backup may have stopped, and ${LOST_WITH_THE_DISK}`,
        'Look for “[backup] failed” in the server’s log, and check that the site runs at BACKUP_HOUR.',
      ),
    )
  // A malformed BACKUP_KEY is said here rather than breaking the page that shows the warnings.
  try {
    if (!env.backupKey) warnings.push(UNENCRYPTED)
  } catch (error) {
    warnings.push(
      backupWarning(
        'No backup can be made: the key that encrypts them is not a key.',
        (error as Error).message,
        'encrypted-backups',
      ),
    )
  }
  return { backups, failure, running: backupRunning(), warnings }
}

/** An archive by its name, or null: only names the site writes are served. */
export async function backupFile(name: string): Promise<{ size: number; body: Readable } | null> {
  if (!archiveTime(name)) return null
  return backupStore().open(name)
}
