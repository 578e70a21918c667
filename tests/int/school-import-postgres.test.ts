import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { freshPayload } from '../helpers/payload'
import { startPostgres } from '../helpers/postgres'

/**
 * A genuine export of an SQLite installation imports into a PostgreSQL one with every record,
 * relation and file: the import's checks (every record validated as a save would) pass on both
 * engines. tests/int/school-export.test.ts does the same from a bucket into SQLite, in detail.
 */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'school-import-pg-'))
const KEY = randomBytes(32)
let pg: Awaited<ReturnType<typeof startPostgres>> | undefined
let file: string
let counts: Record<string, number>
let b: { payload: Payload; cleanup: () => Promise<void>; dataDir: string } | undefined

beforeAll(async () => {
  pg = await startPostgres()
  const a = await freshPayload()
  try {
    const school = (await a.payload.find({ collection: 'schools', limit: 1 })).docs[0]
    await a.payload.update({ collection: 'schools', id: school.id, data: { code: 'MOVINGPG' } })
    const { exportSchool } = await import('@/lib/backups/school-export')
    ;({
      file,
      manifest: { counts },
    } = await exportSchool(a.payload, 'MOVINGPG', { dir: scratch, key: KEY }))
  } finally {
    await a.cleanup()
  }
  vi.resetModules()
  b = await freshPayload({ databaseUrl: pg.url })
}, 240_000)

afterAll(async () => {
  await b?.cleanup()
  pg?.stop()
  fs.rmSync(scratch, { recursive: true, force: true })
})

it('imports every record and file of a genuine SQLite export into PostgreSQL', async () => {
  const { importSchool } = await import('@/lib/backups/school-import')
  const report = await importSchool(b!.payload, file, { key: KEY })
  expect(report.counts).toEqual(counts)
  const school = report.school.id
  for (const [collection, n] of Object.entries(counts)) {
    if (collection === 'schools') continue
    const where = { school: { equals: school } }
    const found = await b!.payload.db.count({ collection: collection as 'news', where })
    expect(found.totalDocs, collection).toBe(n)
  }
  // Each media record's file is in B's store, and the school's logo points at one of them.
  const media = await b!.payload.find({ collection: 'media', where: { school: { equals: school } }, pagination: false })
  for (const doc of media.docs)
    expect(fs.existsSync(path.join(b!.dataDir, 'uploads', 'media', doc.filename!))).toBe(true)
  const imported = await b!.payload.findByID({ collection: 'schools', id: school, depth: 0 })
  if (imported.logo) expect(media.docs.map((m) => m.id)).toContain(imported.logo)
})
