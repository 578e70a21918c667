/*
 * Where the archives are kept: DATA_DIR/backups, or the bucket under backups/ when the uploads
 * live in one (S3_BUCKET: the instances of a cluster share it, and it is not the site's disk).
 * Listing, rotation, download and the last failure are the same on both.
 */
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { bucketClient } from '@/lib/files/object-store'
import { backupsDir, env } from '@/lib/platform/env'

import { archiveTime, type BackupSummary } from './archive'
import { bucketStore } from './bucket-store'
import { backupsToKeep, type Keep } from './rotation'

export type Listed = { name: string; file: string; createdAt: Date; summary: BackupSummary | null }
export type Failure = { at: string; reason: string }

export interface BackupStore {
  /** Where the archives are, as messages name it. */
  readonly where: string
  /** The archives, in no particular order, with what each one's summary says. */
  list(): Promise<Listed[]>
  /** Takes over an archive just made in DATA_DIR/backups (and its summary); returns the summary as kept. */
  keep(backup: BackupSummary): Promise<BackupSummary>
  /** Deletes an archive and its summary. */
  remove(name: string): Promise<void>
  /** One archive's bytes by its name, or null. */
  open(name: string): Promise<{ size: number; body: Readable } | null>
  lastFailure(): Promise<Failure | null>
  /** Records the last backup's failure, or clears it (null). */
  setFailure(failure: Failure | null): Promise<void>
}

const LAST_FAILURE = 'last-failure.json'

export function diskStore(dir = backupsDir()): BackupStore {
  return {
    where: dir,
    async list() {
      const names = await fs.readdir(dir).catch(() => [] as string[])
      const listed: Listed[] = []
      for (const name of names) {
        const createdAt = archiveTime(name)
        if (!createdAt) continue
        const file = path.join(dir, name)
        const summary = JSON.parse(await fs.readFile(`${file}.json`, 'utf8').catch(() => 'null'))
        listed.push({ name, file, createdAt, summary })
      }
      return listed
    },
    keep: async (backup) => backup,
    async remove(name) {
      await fs.rm(path.join(dir, name), { force: true })
      await fs.rm(path.join(dir, `${name}.json`), { force: true })
    },
    async open(name) {
      const file = path.join(dir, name)
      const stat = await fs.stat(file).catch(() => null)
      return stat?.isFile() ? { size: stat.size, body: createReadStream(file) } : null
    },
    lastFailure: async () => JSON.parse(await fs.readFile(path.join(dir, LAST_FAILURE), 'utf8').catch(() => 'null')),
    async setFailure(failure) {
      if (failure) await fs.writeFile(path.join(dir, LAST_FAILURE), JSON.stringify(failure))
      else await fs.rm(path.join(dir, LAST_FAILURE), { force: true })
    },
  }
}

/** The installation's store: the bucket's backups/ with S3_BUCKET, else DATA_DIR/backups. */
export function backupStore(): BackupStore {
  const s3 = bucketClient()
  return s3 ? bucketStore(s3, env.s3!) : diskStore()
}

/** The archives, newest first. */
export async function listBackups(store = backupStore()): Promise<Listed[]> {
  return (await store.list()).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}

/** Deletes the archives the rotation no longer keeps (BACKUP_KEEP); returns their names. */
export async function rotateBackups(store = backupStore(), keep: Keep = env.backupKeep): Promise<string[]> {
  const listed = await listBackups(store)
  const kept = backupsToKeep(listed, keep)
  const removed = listed.filter((backup) => !kept.has(backup))
  for (const backup of removed) await store.remove(backup.name)
  return removed.map((backup) => backup.name)
}
