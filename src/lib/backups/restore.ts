import fs from 'node:fs/promises'
import path from 'node:path'

import { BUCKET_PREFIXES } from '@/lib/files/bucket'
import { env } from '@/lib/platform/env'

import { DAMAGED, MANIFEST, PG_DUMP_FILE, stamp, unpackBackup, type Manifest } from './archive'
import { BUCKET_DIR, putBucketObjects, type Bucket } from './bucket-objects'
import { isEncrypted } from './cipher'
import { dumpPostgres, restorePostgres } from './postgres'

export const OTHER_ENGINE = (archive: string, here: string) =>
  `The archive holds a ${archive} database; this installation uses ${here} (DATABASE_URL).`

export const NO_BUCKET =
  'The archive holds the files of a bucket: set S3_BUCKET (and its S3_… settings) to the bucket they go back into.'

/** A restore that stopped after changing something (the bucket's objects): the message says what. */
export class PartlyRestored extends Error {}

/** What `npm run restore` is told to take an unencrypted archive although BACKUP_KEY is set. */
export const ALLOW_UNENCRYPTED = '--allow-unencrypted'

export const UNENCRYPTED_UNDER_KEY = `The archive is not encrypted, though BACKUP_KEY is set: this installation's backups are, so it was made elsewhere, by hand or before the key was set. Restore it only if you know where it comes from, with npm run restore -- ${ALLOW_UNENCRYPTED} FILE.`

export const NEWER_SITE =
  'The archive was made by a newer version of the site: update this installation first, then restore.'

/**
 * Puts an archive in place of `dataDir`, for `npm run restore` with the site stopped. Everything
 * is checked in a folder beside DATA_DIR first (key, checksums, the site's version), so a refused
 * archive leaves DATA_DIR exactly as it was. The current data is then moved aside, never
 * deleted; the backups folder moves into the restored DATA_DIR, so the archives stay listed.
 * The bucket's files (an archive made with S3_BUCKET) go back into `bucket`, the objects they
 * replace copied first under before-restore-<stamp>/ in the bucket.
 * With a key (BACKUP_KEY), an unencrypted archive is refused unless `allowUnencrypted`: this
 * installation's own are encrypted, and a restore takes everything, accounts and the session
 * secret included, from the archive.
 * Migrations are the caller's next step (prepare), which brings an older archive up to date.
 */
export async function restoreBackup(
  file: string,
  options: {
    dataDir: string
    knownMigrations: string[]
    key?: Buffer
    now?: Date
    databaseUrl?: string
    bucket?: Bucket | null
    allowUnencrypted?: boolean
  },
): Promise<{ manifest: Manifest; movedAside: string | null; bucketAside: string | null }> {
  const dataDir = path.resolve(options.dataDir)
  const at = stamp(options.now ?? new Date())
  const staging = `${dataDir}.restoring-${at}`
  await fs.mkdir(staging, { recursive: true, mode: 0o700 })
  const key = options.key ?? env.backupKey
  let manifest: Manifest
  try {
    if (key && !options.allowUnencrypted && !(await isEncrypted(path.resolve(file))))
      throw new Error(UNENCRYPTED_UNDER_KEY)
    manifest = await unpackBackup(path.resolve(file), staging, key)
    if (manifest.lastMigration && !options.knownMigrations.includes(manifest.lastMigration)) throw new Error(NEWER_SITE)
    const here = options.databaseUrl ? 'PostgreSQL' : 'SQLite'
    if (manifest.database === 'sqlite' && options.databaseUrl) throw new Error(OTHER_ENGINE('SQLite', here))
    if (manifest.database === 'postgres' && !options.databaseUrl) throw new Error(OTHER_ENGINE('PostgreSQL', here))
    const bucketFiles = Object.keys(manifest.files).filter((f) => f.startsWith(`${BUCKET_DIR}/`))
    if (bucketFiles.length && !options.bucket) throw new Error(NO_BUCKET)
    // Only the uploads' folders are written: an archive cannot replace the bucket's backups.
    const uploads = Object.values(BUCKET_PREFIXES).map((prefix) => `${BUCKET_DIR}/${prefix}/`)
    if (bucketFiles.some((f) => !uploads.some((prefix) => f.startsWith(prefix))))
      throw new Error(`${DAMAGED} (it holds bucket files outside ${Object.values(BUCKET_PREFIXES).join('/, ')}/).`)
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true })
    throw error
  }
  await fs.writeFile(path.join(staging, 'restored-from.json'), JSON.stringify(manifest, null, 1))
  await fs.rm(path.join(staging, MANIFEST), { force: true })

  const current = await fs.readdir(dataDir).catch(() => null)
  const aside = `${dataDir}.before-restore-${at}`
  const objects = path.join(staging, BUCKET_DIR)
  let bucketAside: string | null = null
  if (options.bucket && (await fs.stat(objects).catch(() => null))) {
    // First of the changes: a bucket that fails leaves the database and DATA_DIR as they were.
    try {
      const put = await putBucketObjects(options.bucket, objects, `before-restore-${at}`)
      if (put.keptAside) bucketAside = `before-restore-${at}/`
    } catch (error) {
      await fs.rm(staging, { recursive: true, force: true })
      throw new PartlyRestored(
        `Putting the files back into the bucket failed (${(error as Error).message}); the database and DATA_DIR are unchanged, the objects already replaced are under before-restore-${at}/ in the bucket.`,
      )
    }
    await fs.rm(objects, { recursive: true })
  }
  if (manifest.database === 'postgres') {
    // The database is replaced in place, in one transaction: a failure leaves it as it was. Its
    // current tables are kept aside as a dump first.
    await fs.mkdir(aside, { recursive: true, mode: 0o700 })
    try {
      await dumpPostgres(options.databaseUrl!, path.join(aside, PG_DUMP_FILE))
      await restorePostgres(options.databaseUrl!, path.join(staging, PG_DUMP_FILE))
    } catch (error) {
      await fs.rm(staging, { recursive: true, force: true })
      throw error
    }
    await fs.rm(path.join(staging, PG_DUMP_FILE))
  }
  // An empty DATA_DIR (a new machine's) has nothing to keep aside.
  if (current?.length) {
    await fs.mkdir(aside, { recursive: true, mode: 0o700 })
    for (const entry of current) await fs.rename(path.join(dataDir, entry), path.join(aside, entry))
  }
  if (current) await fs.rmdir(dataDir)
  await fs.rename(staging, dataDir)
  if (current?.includes('backups')) await fs.rename(path.join(aside, 'backups'), path.join(dataDir, 'backups'))
  const movedAside = current?.length || manifest.database === 'postgres' ? aside : null
  return { manifest, movedAside, bucketAside }
}
