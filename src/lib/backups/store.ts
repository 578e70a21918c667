import fs from 'node:fs/promises'
import path from 'node:path'

import { backupsDir, env } from '@/lib/platform/env'

import { archiveTime, type BackupSummary } from './archive'
import { backupsToKeep, type Keep } from './rotation'

type Listed = { name: string; file: string; createdAt: Date; summary: BackupSummary | null }

/** The archives in the backups folder, newest first, with what each one's summary says. */
export async function listBackups(dir = backupsDir()): Promise<Listed[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[])
  const listed: Listed[] = []
  for (const name of names) {
    const createdAt = archiveTime(name)
    if (!createdAt) continue
    const file = path.join(dir, name)
    const summary = JSON.parse(await fs.readFile(`${file}.json`, 'utf8').catch(() => 'null')) as BackupSummary | null
    listed.push({ name, file, createdAt, summary })
  }
  return listed.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}

/** Deletes the archives the rotation no longer keeps (BACKUP_KEEP); returns their names. */
export async function rotateBackups(dir = backupsDir(), keep: Keep = env.backupKeep): Promise<string[]> {
  const listed = await listBackups(dir)
  const kept = backupsToKeep(listed, keep)
  const removed = listed.filter((backup) => !kept.has(backup))
  for (const backup of removed) {
    await fs.rm(backup.file, { force: true })
    await fs.rm(`${backup.file}.json`, { force: true })
  }
  return removed.map((backup) => backup.name)
}
