import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { inject } from 'vitest'

import { installationSettings } from './installation-settings'
import { fillFromPrepared } from './postgres-databases'
import { preparedFolder } from './prepared-installation'

/**
 * A real Payload on a throw-away SQLite file (or the PostgreSQL named by databaseUrl), migrated
 * and seeded exactly as `npm start` does it. DATA_DIR must be set before the config is imported,
 * so the import happens here. `dataDir` names a throw-away folder that already holds an
 * installation (a restored backup), which is then brought up to date instead.
 */
export async function freshPayload(
  options: { demo?: boolean; databaseUrl?: string; now?: Date; dataDir?: string } = {},
) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-'))
  const demo = options.demo ?? false
  // A new installation starts as a copy of one the run prepared (tests/helpers/template-setup.ts), on
  // SQLite or in the run's PostgreSQL server; one seeded at another time, or with a bucket that
  // keeps its pictures, is seeded itself.
  if (!options.dataDir && !options.now && !process.env.S3_BUCKET) {
    const prepared = options.databaseUrl
      ? await fillFromPrepared(options.databaseUrl, demo)
      : preparedFolder(inject('preparedRoot'), installationSettings(demo))
    if (prepared) fs.cpSync(prepared, dataDir, { recursive: true })
  }
  process.env.DATA_DIR = dataDir
  if (options.databaseUrl) process.env.DATABASE_URL = options.databaseUrl
  else delete process.env.DATABASE_URL
  const config = await (await import('@/payload.config')).default
  const { getPayload } = await import('payload')
  const { prepareDatabase } = await import('@/startup/prepare')
  const payload = await getPayload({ config, key: dataDir })
  const prepared = await prepareDatabase(payload, { demo, now: options.now })
  const cleanup = async () => {
    // Payload's destroy() leaves connections open. SQLite's client closes at once; a PostgreSQL
    // pool may still hold a client, so its errors are silenced for when the test server stops.
    const db = payload.db as unknown as { pool?: { on(e: 'error', f: () => void): void }; client?: { close(): void } }
    await payload.destroy()
    db.pool?.on('error', () => {})
    db.client?.close()
    // A transaction's own SQLite connection may still be closing and touching its -wal file.
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
    // A restore keeps the folder it replaced beside it (lib/backups/restore.ts): the test's too.
    const parent = path.dirname(dataDir)
    for (const name of fs.readdirSync(parent))
      if (name.startsWith(`${path.basename(dataDir)}.before-restore-`))
        fs.rmSync(path.join(parent, name), { recursive: true, force: true })
  }
  return { payload, dataDir, prepared, cleanup }
}

/** A staff account as Payload hands it to access rules (req.user). */
export async function staffUser(
  payload: Payload,
  data: { email: string; role: 'platform-admin' | 'school-admin' | 'editor'; school?: number },
) {
  const user = await payload.create({ collection: 'users', data: { ...data, password: 'Test-password-1' } })
  return { ...user, collection: 'users' as const }
}

export type StaffUser = Awaited<ReturnType<typeof staffUser>>

/** A second school beside the seeded JRSBKL, with only the required facts. */
export async function secondSchool(payload: Payload, code: string): Promise<number> {
  const school = await payload.create({
    collection: 'schools',
    data: {
      code,
      name: 'Other School',
      town: 'Kochi',
      address: { line1: 'MG Road' },
      phone: '1',
      email: 'o@example.org',
    },
  })
  return school.id
}

/**
 * JRSBKL and a second school, with a school admin of each, an editor of JRSBKL and a platform
 * admin: the cast of the tests of who may see what.
 */
export async function twoSchoolsWithStaff(payload: Payload, secondCode: string) {
  const schoolA = (await payload.find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } })).docs[0].id
  const schoolB = await secondSchool(payload, secondCode)
  const root = await staffUser(payload, { email: 'root@example.org', role: 'platform-admin' })
  return {
    schoolA,
    schoolB,
    root,
    adminA: await staffUser(payload, { email: 'admin-a@example.org', role: 'school-admin', school: schoolA }),
    editorA: await staffUser(payload, { email: 'editor-a@example.org', role: 'editor', school: schoolA }),
    adminB: await staffUser(payload, { email: 'admin-b@example.org', role: 'school-admin', school: schoolB }),
  }
}
