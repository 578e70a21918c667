/*
 * src/lib/backups: the installation's backups: one archive holds a consistent copy of the
 * database, every uploaded file and a manifest (this file); encrypted with BACKUP_KEY (cipher);
 * kept in rotation (rotation); restored into DATA_DIR with every check made first (restore).
 */
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import { createClient } from '@libsql/client'
import type { Payload } from 'payload'
import * as tar from 'tar'

import { bucketClient } from '@/lib/files/object-store'
import { backupsDir, env } from '@/lib/platform/env'

import { BUCKET_DIR, copyBucketObjects } from './bucket-objects'
import { NEEDS_KEY, decryptTo, isEncrypted, writeEncrypted } from './cipher'
import { describePostgres, dumpPostgres, pgDumpAvailable } from './postgres'

export const MANIFEST = 'manifest.json'
const DATABASE_FILE = 'school.db'
export const PG_DUMP_FILE = 'database.pgdump'
const SECRET_FILE = 'payload-secret'
const FORMAT = 1

export type Manifest = {
  format: number
  /** When the database was copied (ISO time). */
  createdAt: string
  /** The database's copy in the archive: SQLite's file, pg_dump's, or none (PostgreSQL without pg_dump). */
  database: 'sqlite' | 'postgres' | 'external'
  /** The newest migration the database had: an archive with one this code lacks is from a newer site. */
  lastMigration: string | null
  /** Rows per collection, as the copied database holds them. */
  counts: Record<string, number>
  /**
   * Every file of the archive but the manifest, with its size and SHA-256; the bucket's objects
   * (bucket/<key>, with S3_BUCKET) also with the content type the bucket serves them with.
   */
  files: Record<string, { size: number; sha256: string; contentType?: string }>
}

export type BackupSummary = {
  name: string
  file: string
  createdAt: string
  size: number
  encrypted: boolean
  lastMigration: string | null
  counts: Record<string, number>
}

export const DAMAGED = 'The archive is damaged or is not a backup of this site'
export const NOT_A_BACKUP =
  "The archive is one school's export, not a backup: import it on the Backups page or with `npm run school:import`."

const ARCHIVE_NAME = /^school-backup-(\d{8}T\d{6}Z)\.tar\.gz(\.enc)?$/

/** A moment as a name part: 20261125T203000Z. */
export const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')

/** The time an archive was made, read from its name, or null for any other file. */
export function archiveTime(name: string): Date | null {
  const match = ARCHIVE_NAME.exec(name)
  if (!match) return null
  const [, t] = match
  return new Date(
    `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(9, 11)}:${t.slice(11, 13)}:${t.slice(13, 15)}Z`,
  )
}

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

/** Every file under `root`, as paths relative to it with forward slashes. */
export async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/**
 * A file as it is now, under `to`: a hard link (no space, and a later replacement of the file
 * leaves the link with this version), or a copy where the folders are on different disks.
 */
export async function keep(from: string, to: string) {
  await fs.mkdir(path.dirname(to), { recursive: true })
  await fs.link(from, to).catch(() => fs.copyFile(from, to))
}

/** What the copied database holds: its newest migration and the rows of each collection. */
async function describeDatabase(file: string, collections: string[]) {
  const client = createClient({ url: `file:${file}` })
  try {
    const migration = await client.execute(
      "SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY name DESC LIMIT 1",
    )
    const counts: Record<string, number> = {}
    for (const slug of collections) {
      const table = slug.replace(/-/g, '_')
      const rows = await client.execute(`SELECT count(*) AS n FROM "${table}"`).catch(() => null)
      if (rows) counts[slug] = Number(rows.rows[0].n)
    }
    return { lastMigration: (migration.rows[0]?.name as string | undefined) ?? null, counts }
  } finally {
    client.close()
  }
}

/**
 * The database's consistent copy into `work`, made while the site keeps writing: SQLite's VACUUM
 * INTO (a file copy of a database in WAL mode is not consistent), or pg_dump, which PostgreSQL
 * installations may lack (then the archive holds the files only, and the admin says so).
 */
async function copyDatabase(payload: Payload, work: string) {
  if (env.usesPostgres) {
    if (!pgDumpAvailable()) return { database: 'external' as const, ...(await describePostgres(payload)) }
    const described = await describePostgres(payload)
    await dumpPostgres(env.databaseUrl!, path.join(work, PG_DUMP_FILE))
    return { database: 'postgres' as const, ...described }
  }
  const file = path.join(work, DATABASE_FILE)
  const client = (
    payload.db as unknown as { client: { execute(q: { sql: string; args: string[] }): Promise<unknown> } }
  ).client
  await client.execute({ sql: 'VACUUM INTO ?', args: [file] })
  return { database: 'sqlite' as const, ...(await describeDatabase(file, Object.keys(payload.collections))) }
}

/** Every file under `work`, with its size and SHA-256, for a manifest. */
export async function checksums(work: string): Promise<Manifest['files']> {
  const files: Manifest['files'] = {}
  for (const file of await filesUnder(work)) {
    const full = path.join(work, file)
    files[file] = { size: (await fs.stat(full)).size, sha256: await sha256(full) }
  }
  return files
}

/**
 * Writes `manifest` into `work` and packs it with the files it lists into `file` (encrypted with
 * `key` when given), under a temporary name renamed when complete, so a failure half-way leaves
 * no archive that looks whole.
 */
export async function packArchive(
  work: string,
  manifest: { files: Manifest['files'] },
  file: string,
  key: Buffer | undefined,
): Promise<void> {
  await fs.writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, 1))
  const partial = `${file}.partial`
  try {
    const stream = tar.c({ gzip: true, cwd: work, portable: true }, [MANIFEST, ...Object.keys(manifest.files)])
    if (key) await writeEncrypted(stream, partial, key)
    else await pipeline(stream, createWriteStream(partial, { mode: 0o600 }))
    await fs.rename(partial, file)
  } finally {
    await fs.rm(partial, { force: true })
  }
}

/**
 * Makes one archive of the installation in `dir`: the database's consistent copy, DATA_DIR/uploads,
 * the bucket's uploaded files (with S3_BUCKET), the generated secret, and the manifest. It is written under a temporary name and renamed when complete, so a backup that
 * fails half-way leaves no archive that looks whole.
 */
export async function createBackup(
  payload: Payload,
  options: { dir?: string; key?: Buffer; now?: Date } = {},
): Promise<BackupSummary> {
  const dir = options.dir ?? backupsDir()
  const key = options.key ?? env.backupKey
  const now = options.now ?? new Date()
  const name = `school-backup-${stamp(now)}.tar.gz${key ? '.enc' : ''}`
  const work = path.join(dir, `.work-${stamp(now)}-${process.pid}`)
  await fs.mkdir(work, { recursive: true, mode: 0o700 })
  try {
    const database = await copyDatabase(payload, work)
    const uploads = path.join(env.dataDir, 'uploads')
    for (const file of await filesUnder(uploads)) await keep(path.join(uploads, file), path.join(work, 'uploads', file))
    const s3 = bucketClient()
    const types = s3 ? await copyBucketObjects(s3, path.join(work, BUCKET_DIR)) : {}
    const secret = path.join(env.dataDir, SECRET_FILE)
    if (await fs.stat(secret).catch(() => null)) await keep(secret, path.join(work, SECRET_FILE))

    const files = await checksums(work)
    for (const [file, listed] of Object.entries(files)) {
      const contentType = types[file.slice(BUCKET_DIR.length + 1)]
      if (file.startsWith(`${BUCKET_DIR}/`) && contentType) listed.contentType = contentType
    }
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: now.toISOString(),
      ...database,
      files,
    }
    const file = path.join(dir, name)
    await packArchive(work, manifest, file, key)
    const summary: BackupSummary = {
      name,
      file,
      createdAt: manifest.createdAt,
      size: (await fs.stat(file)).size,
      encrypted: Boolean(key),
      lastMigration: manifest.lastMigration,
      counts: manifest.counts,
    }
    // Read by the list of backups without opening (or decrypting) each archive.
    await fs.writeFile(`${file}.json`, JSON.stringify(summary, null, 1))
    return summary
  } finally {
    await fs.rm(work, { recursive: true, force: true })
  }
}

/**
 * Unpacks an archive into the empty folder `into` and checks it whole: it opens with the key,
 * holds a manifest, and every file is there with its size and checksum and nothing else is.
 * Throws a message fit to print when any of it fails; the caller removes `into`.
 */
export async function unpackBackup(file: string, into: string, key = env.backupKey): Promise<Manifest> {
  const manifest = (await unpackArchive(file, into, key)) as Manifest | null
  if (manifest && 'kind' in manifest) throw new Error(NOT_A_BACKUP)
  if (manifest?.format !== FORMAT || !manifest.files) return legacyBackup(into)
  await checkFiles(into, manifest.files)
  return manifest
}

/**
 * What an archive from elsewhere may unpack to, checked entry by entry while it unpacks (a gzip of
 * a few MB can unpack to terabytes, or to millions of files). Sizes in bytes; `maxJsonBytes` for
 * each JSON file, which is read into memory whole.
 */
export type UnpackLimits = { maxBytes: number; maxFiles: number; maxJsonBytes: number }

const MB = 1024 * 1024
export const UNPACK_REFUSED = {
  bytes: (limits: UnpackLimits) =>
    `The archive unpacks to more than ${Math.floor(limits.maxBytes / MB)} MB (SCHOOL_IMPORT_MAX_MB): nothing was imported.`,
  files: (limits: UnpackLimits) =>
    `The archive holds more than ${limits.maxFiles} files (SCHOOL_IMPORT_MAX_FILES): nothing was imported.`,
  json: (name: string, limits: UnpackLimits) =>
    `${name} in the archive is larger than ${Math.floor(limits.maxJsonBytes / MB)} MB (SCHOOL_IMPORT_MAX_RECORDS_MB): nothing was imported.`,
  kind: (name: string) => `The archive holds ${name}, which is not a plain file or folder: nothing was imported.`,
}

/**
 * Reads a tar.gz's headers through without writing anything, and stops at the first entry that
 * passes a limit or is anything but a file or folder (a link could point out of the folder). Run
 * before unpacking, so that a bomb is stopped after at most the limits' worth of decompression.
 */
function scanEntries(archive: string, limits: UnpackLimits | undefined): Promise<void> {
  let files = 0
  let bytes = 0
  return new Promise<void>((resolve, reject) => {
    const source = createReadStream(archive)
    const parser = new tar.Parser({
      strict: true,
      onReadEntry: (entry) => {
        const { type, size, path: name } = entry
        let refusal: string | null = null
        if (type !== 'File' && type !== 'OldFile' && type !== 'Directory') refusal = UNPACK_REFUSED.kind(name)
        else if (limits && ++files > limits.maxFiles) refusal = UNPACK_REFUSED.files(limits)
        else if (limits && (bytes += size) > limits.maxBytes) refusal = UNPACK_REFUSED.bytes(limits)
        else if (limits && name.endsWith('.json') && size > limits.maxJsonBytes)
          refusal = UNPACK_REFUSED.json(name, limits)
        if (refusal) parser.abort(Object.assign(new Error(refusal), { refusal: true }))
        entry.resume()
      },
    })
    parser.on('error', (error: Error & { refusal?: boolean }) => {
      source.destroy()
      reject(new Error(error.refusal ? error.message : `${DAMAGED} (${error.message}).`))
    })
    parser.on('end', () => resolve())
    source.on('error', (error) => reject(new Error(`${DAMAGED} (${error.message}).`))).pipe(parser)
  })
}

/**
 * Opens an archive into the empty folder `into` (decrypting it with `key`) and hands back its
 * manifest as it reads, or null when it has none; throws a message fit to print. `limits` for an
 * archive from elsewhere (one school's export).
 */
export async function unpackArchive(
  file: string,
  into: string,
  key: Buffer | undefined,
  limits?: UnpackLimits,
): Promise<unknown> {
  let archive = file
  if (await isEncrypted(file)) {
    if (!key) throw new Error(NEEDS_KEY)
    archive = path.join(into, '.archive.tar.gz')
    await decryptTo(file, archive, key)
  }
  try {
    await scanEntries(archive, limits)
    // Only what the scan let through: plain files and folders, inside `into` (tar's own checks).
    const plain = (_: string, entry: tar.ReadEntry | import('node:fs').Stats) =>
      !('type' in entry) || entry.type === 'File' || entry.type === 'OldFile' || entry.type === 'Directory'
    await tar.x({ file: archive, cwd: into, strict: true, filter: plain }).catch((error: Error) => {
      throw new Error(`${DAMAGED} (${error.message}).`)
    })
  } finally {
    if (archive !== file) await fs.rm(archive, { force: true })
  }
  try {
    return JSON.parse(await fs.readFile(path.join(into, MANIFEST), 'utf8').catch(() => 'null')) as unknown
  } catch {
    throw new Error(`${DAMAGED} (its manifest cannot be read).`)
  }
}

/** Every file of an unpacked archive is there with its size and checksum, and nothing else is. */
export async function checkFiles(into: string, files: Manifest['files']): Promise<void> {
  const present = (await filesUnder(into)).filter((f) => f !== MANIFEST)
  const listed = Object.keys(files).sort()
  if (present.join('\n') !== listed.join('\n')) throw new Error(`${DAMAGED} (its files differ from its manifest).`)
  for (const [name, expected] of Object.entries(files)) {
    const full = path.join(into, name)
    if ((await fs.stat(full)).size !== expected.size || (await sha256(full)) !== expected.sha256)
      throw new Error(`${DAMAGED} (${name} does not match its checksum).`)
  }
}

/**
 * An archive made by hand as the README said before the site made its own (`tar czf` of a folder
 * holding school.db, uploads/ and payload-secret, at the top or under backup/): it has no
 * checksums to check, so it is taken as it is, with the database's own migration for the version.
 */
async function legacyBackup(into: string): Promise<Manifest> {
  const nested = path.join(into, 'backup')
  if (await fs.stat(path.join(nested, DATABASE_FILE)).catch(() => null)) {
    for (const entry of await fs.readdir(nested)) await fs.rename(path.join(nested, entry), path.join(into, entry))
    await fs.rmdir(nested)
  }
  const database = path.join(into, DATABASE_FILE)
  if (!(await fs.stat(database).catch(() => null))) throw new Error(`${DAMAGED} (no manifest and no database).`)
  await fs.rm(path.join(into, MANIFEST), { force: true })
  const { lastMigration } = await describeDatabase(database, [])
  const createdAt = (await fs.stat(database)).mtime.toISOString()
  return { format: 0, createdAt, database: 'sqlite', lastMigration, counts: {}, files: {} }
}
