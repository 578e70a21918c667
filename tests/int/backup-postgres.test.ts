import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { createBackup } from '@/lib/backups/archive'
import { OTHER_ENGINE, restoreBackup } from '@/lib/backups/restore'
import { migrations } from '@/migrations/postgres'

import { freshPayload } from '../helpers/payload'
import { startPostgres } from '../helpers/postgres'

/**
 * A backup of a PostgreSQL installation holds pg_dump's copy of the database: restored over the
 * same database, it puts back exactly what was there, keeping what it replaced as a dump.
 */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>
let pg: Awaited<ReturnType<typeof startPostgres>>
let school: number
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-pg-'))
const knownMigrations = migrations.map((m) => m.name)

const message = (subject: string) => ({
  school,
  name: 'Parent',
  email: 'parent@example.org',
  phone: '9876543210',
  subject,
  message: 'Kept by the backup?',
  submissionKey: subject,
  status: 'new' as const,
})
const subjects = async () =>
  (await payload.find({ collection: 'contact-messages', limit: 0, pagination: false })).docs
    .map((d) => d.subject)
    .sort()

beforeAll(async () => {
  pg = await startPostgres()
  ;({ payload, dataDir, cleanup } = await freshPayload({ databaseUrl: pg.url, demo: true }))
  school = (await payload.find({ collection: 'schools', limit: 1 })).docs[0].id
}, 240_000)

afterAll(async () => {
  await cleanup?.()
  pg?.stop()
  fs.rmSync(scratch, { recursive: true, force: true })
})

it('restores the database as the backup found it, and keeps what it replaced as a dump', async () => {
  await payload.create({ collection: 'contact-messages', data: message('before the backup') })
  const backup = await createBackup(payload, { dir: scratch, key: undefined })
  expect(backup.counts['contact-messages']).toBe(1)
  await payload.create({ collection: 'contact-messages', data: message('after the backup') })
  expect(await subjects()).toEqual(['after the backup', 'before the backup'])

  await expect(restoreBackup(backup.file, { dataDir: path.join(scratch, 'sqlite'), knownMigrations })).rejects.toThrow(
    OTHER_ENGINE('PostgreSQL', 'SQLite'),
  )

  const { manifest, movedAside } = await restoreBackup(backup.file, {
    dataDir,
    knownMigrations,
    databaseUrl: pg.url,
  })
  expect(manifest.database).toBe('postgres')
  expect(await subjects()).toEqual(['before the backup'])
  expect((await payload.count({ collection: 'news' })).totalDocs).toBe(manifest.counts.news)
  expect(fs.statSync(path.join(movedAside!, 'database.pgdump')).size).toBeGreaterThan(1000)
  // The uploads came back beside it.
  expect(fs.readdirSync(path.join(dataDir, 'uploads', 'media')).length).toBeGreaterThan(10)
}, 120_000)
