import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createBackup, DAMAGED, MANIFEST, packArchive, type BackupSummary, type Manifest } from '@/lib/backups/archive'
import { NEEDS_KEY, WRONG_KEY } from '@/lib/backups/cipher'
import { ALLOW_UNENCRYPTED, NEWER_SITE, UNENCRYPTED_UNDER_KEY, restoreBackup } from '@/lib/backups/restore'
import { migrations } from '@/migrations/sqlite'

import { freshPayload } from '../helpers/payload'

/**
 * Backups of a real installation (SQLite, the sample school with its drawn pictures) restored into
 * another DATA_DIR, and archives that must be refused without touching the DATA_DIR they were
 * meant for.
 */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>
let school: number
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
const knownMigrations = migrations.map((m) => m.name)
const KEY = randomBytes(32)

const message = (n: number) => ({
  school,
  name: `Parent ${n}`,
  email: `parent${n}@example.org`,
  phone: '9876543210',
  subject: `Question ${n}`,
  message: `Message number ${n}, whole.`,
  submissionKey: `backup-test-${n}`,
  status: 'new' as const,
})

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')
const filesOf = (root: string) =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort()

async function rows(dbFile: string, sql: string) {
  const client = createClient({ url: `file:${dbFile}` })
  try {
    return (await client.execute(sql)).rows
  } finally {
    client.close()
  }
}

beforeAll(async () => {
  ;({ payload, dataDir, cleanup } = await freshPayload({ demo: true }))
  school = (await payload.find({ collection: 'schools', limit: 1 })).docs[0].id
}, 120_000)

afterAll(async () => {
  await cleanup?.()
  fs.rmSync(scratch, { recursive: true, force: true })
})

describe('a backup made while visitors write', () => {
  let backup: BackupSummary
  const before = 100

  beforeAll(async () => {
    for (let n = 0; n < before; n++) await payload.create({ collection: 'contact-messages', data: message(n) })
    // Another hundred arrive while the backup runs.
    const during = Array.from({ length: 100 }, (_, i) =>
      payload.create({ collection: 'contact-messages', data: message(before + i) }),
    )
    backup = await createBackup(payload, { dir: path.join(scratch, 'plain'), key: undefined })
    await Promise.all(during)
  }, 120_000)

  it('restores into an empty DATA_DIR every message sent before it, none half-written, files byte-identical', async () => {
    const target = path.join(scratch, 'restored')
    const { manifest, movedAside } = await restoreBackup(backup.file, { dataDir: target, knownMigrations })
    expect(movedAside).toBeNull()
    const db = path.join(target, 'school.db')
    expect((await rows(db, 'PRAGMA integrity_check'))[0][0]).toBe('ok')
    const stored = await rows(db, 'SELECT name, email, subject, message FROM contact_messages')
    const subjects = new Set(stored.map((r) => r.subject))
    for (let n = 0; n < before; n++) expect(subjects.has(`Question ${n}`)).toBe(true)
    for (const r of stored) expect(r.message).toMatch(/^Message number \d+, whole\.$/)
    expect(manifest.counts['contact-messages']).toBe(stored.length)
    expect(manifest.counts.news).toBeGreaterThan(0)
    expect(manifest.lastMigration).toBe(knownMigrations.at(-1))

    const uploads = filesOf(path.join(dataDir, 'uploads'))
    expect(uploads.length).toBeGreaterThan(10)
    expect(filesOf(path.join(target, 'uploads'))).toEqual(uploads)
    for (const file of uploads)
      expect(sha(path.join(target, 'uploads', file))).toBe(sha(path.join(dataDir, 'uploads', file)))
    expect(fs.readFileSync(path.join(target, 'payload-secret'), 'utf8')).toBe(
      fs.readFileSync(path.join(dataDir, 'payload-secret'), 'utf8'),
    )
  })

  it('into a DATA_DIR in use, moves the current data aside (not deleted) and keeps its backups', async () => {
    const target = path.join(scratch, 'in-use')
    fs.mkdirSync(path.join(target, 'backups'), { recursive: true })
    fs.writeFileSync(path.join(target, 'school.db'), 'the current database')
    fs.writeFileSync(path.join(target, 'backups', 'kept.tar.gz'), 'an older archive')
    const { movedAside } = await restoreBackup(backup.file, { dataDir: target, knownMigrations })
    expect(fs.readFileSync(path.join(movedAside!, 'school.db'), 'utf8')).toBe('the current database')
    expect(fs.readFileSync(path.join(target, 'backups', 'kept.tar.gz'), 'utf8')).toBe('an older archive')
    expect((await rows(path.join(target, 'school.db'), 'PRAGMA integrity_check'))[0][0]).toBe('ok')
  })
})

describe('archives that are refused change nothing', () => {
  let plain: BackupSummary
  let encrypted: BackupSummary
  const target = path.join(scratch, 'untouched')

  beforeAll(async () => {
    plain = await createBackup(payload, { dir: path.join(scratch, 'refused'), key: undefined })
    encrypted = await createBackup(payload, { dir: path.join(scratch, 'encrypted'), key: KEY })
    fs.mkdirSync(target, { recursive: true })
    fs.writeFileSync(path.join(target, 'school.db'), 'the current database')
  }, 120_000)

  const unchanged = () => {
    expect(fs.readdirSync(target)).toEqual(['school.db'])
    expect(fs.readFileSync(path.join(target, 'school.db'), 'utf8')).toBe('the current database')
    // Nothing is left beside it either.
    expect(fs.readdirSync(scratch).filter((name) => name.startsWith('untouched'))).toEqual(['untouched'])
  }

  it('an encrypted backup opens with its key only', async () => {
    expect(encrypted.name).toMatch(/\.tar\.gz\.enc$/)
    // No readable manifest or database text in the file.
    expect(fs.readFileSync(encrypted.file).includes('contact_messages')).toBe(false)
    await expect(restoreBackup(encrypted.file, { dataDir: target, knownMigrations })).rejects.toThrow(NEEDS_KEY)
    unchanged()
    await expect(
      restoreBackup(encrypted.file, { dataDir: target, knownMigrations, key: randomBytes(32) }),
    ).rejects.toThrow(WRONG_KEY)
    unchanged()
    const restored = path.join(scratch, 'decrypted')
    const { manifest } = await restoreBackup(encrypted.file, { dataDir: restored, knownMigrations, key: KEY })
    expect(manifest.counts['contact-messages']).toBeGreaterThanOrEqual(200)
  })

  it('a damaged archive is refused, named as damaged', async () => {
    const damaged = path.join(scratch, 'damaged.tar.gz')
    const bytes = fs.readFileSync(plain.file)
    bytes[Math.floor(bytes.length / 2)] ^= 0xff
    fs.writeFileSync(damaged, bytes)
    await expect(restoreBackup(damaged, { dataDir: target, knownMigrations })).rejects.toThrow(DAMAGED)
    unchanged()
    const encryptedBytes = fs.readFileSync(encrypted.file)
    encryptedBytes[Math.floor(encryptedBytes.length / 2)] ^= 0x01
    fs.writeFileSync(damaged, encryptedBytes)
    await expect(restoreBackup(damaged, { dataDir: target, knownMigrations, key: KEY })).rejects.toThrow(WRONG_KEY)
    unchanged()
  })

  it('an archive that unpacks whole but holds a file unlike its manifest is refused, naming the file', async () => {
    // A flipped byte inside a file, packed again with the original manifest: the gzip and tar are
    // sound and the size is the same, so only the file's checksum tells.
    const dir = path.join(scratch, 'changed-file-unpacked')
    fs.mkdirSync(dir)
    await tar.x({ file: plain.file, cwd: dir })
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest
    const changed = Object.keys(manifest.files).find((name) => name.startsWith('uploads/'))!
    const bytes = fs.readFileSync(path.join(dir, changed))
    bytes[Math.floor(bytes.length / 2)] ^= 0xff
    fs.writeFileSync(path.join(dir, changed), bytes)
    const archive = path.join(scratch, 'changed-file.tar.gz')
    await packArchive(dir, manifest, archive, undefined)
    await expect(restoreBackup(archive, { dataDir: target, knownMigrations })).rejects.toThrow(
      `${DAMAGED} (${changed} does not match its checksum).`,
    )
    unchanged()
  })

  it('under BACKUP_KEY, an unencrypted archive, made by the site or by hand, is refused unless the restore is told to take it', async () => {
    // An archive of this installation is encrypted: one that is not may come from anyone who could put a file there.
    const byHand = path.resolve(import.meta.dirname, '../fixtures/older-release/sqlite.tar.gz')
    for (const file of [plain.file, byHand]) {
      await expect(restoreBackup(file, { dataDir: target, knownMigrations, key: KEY })).rejects.toThrow(
        UNENCRYPTED_UNDER_KEY,
      )
      unchanged()
    }
    expect(UNENCRYPTED_UNDER_KEY).toContain(`npm run restore -- ${ALLOW_UNENCRYPTED}`)
    const allowed = path.join(scratch, 'allowed-unencrypted')
    const { manifest } = await restoreBackup(plain.file, {
      dataDir: allowed,
      knownMigrations,
      key: KEY,
      allowUnencrypted: true,
    })
    expect(manifest.counts['contact-messages']).toBeGreaterThanOrEqual(200)
    expect((await rows(path.join(allowed, 'school.db'), 'PRAGMA integrity_check'))[0][0]).toBe('ok')
  })

  it('an archive of a newer site is refused', async () => {
    await expect(
      restoreBackup(plain.file, { dataDir: target, knownMigrations: knownMigrations.slice(0, -1) }),
    ).rejects.toThrow(NEWER_SITE)
    unchanged()
  })
})

describe("an archive made by hand, as the README said before backups were the site's own", () => {
  it('is restored as it is: the database, uploads and secret in place, its version read from the database', async () => {
    // The older release's fixture is such an archive (tests/fixtures/older-release).
    const fixture = path.resolve(import.meta.dirname, '../fixtures/older-release/sqlite.tar.gz')
    const target = path.join(scratch, 'by-hand')
    const { manifest } = await restoreBackup(fixture, { dataDir: target, knownMigrations })
    expect(manifest.format).toBe(0)
    expect(knownMigrations).toContain(manifest.lastMigration)
    expect(manifest.lastMigration).not.toBe(knownMigrations.at(-1))
    expect((await rows(path.join(target, 'school.db'), 'PRAGMA integrity_check'))[0][0]).toBe('ok')
    expect(filesOf(path.join(target, 'uploads')).length).toBeGreaterThan(10)
    expect(fs.existsSync(path.join(target, 'payload-secret'))).toBe(true)
  })
})
