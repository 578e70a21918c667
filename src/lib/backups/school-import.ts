import fs from 'node:fs/promises'
import path from 'node:path'

import { createLocalReq, type CollectionSlug, type Payload, type TypedUser } from 'payload'

import { BUCKET_PREFIXES, type StoredCollection } from '@/lib/files/bucket'
import {
  putStoredFile,
  removeEmptyStore,
  removeStoredFile,
  storedFileExists,
  storeFolderMissing,
} from '@/lib/files/object-store'
import { invalidateSchool, invalidateSchoolCode } from '@/lib/platform/cache'
import { env } from '@/lib/platform/env'
import { AADHAAR_FIELD, encryptAadhaar } from '@/lib/privacy/aadhaar'
import { rebuildSchoolIndex } from '@/lib/search/sync'
import { loadDomainTable } from '@/lib/site/domain-table'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { englishOf } from '../content/in-locale'
import { checkFiles, DAMAGED, stamp, unpackArchive } from './archive'
import { accountData, checkArchiveRecords, parseRecords, type ArchiveRecords } from './import-checks'
import { fieldErrors } from './import-validation'
import { NEWER_SITE } from './restore'
import {
  filenamesOf,
  recordsFile,
  SCHOOL_EXPORT_FORMAT,
  schoolCollections,
  storedFileName,
  type ExportedRecord,
  type SchoolManifest,
} from './school-export'
import { remapRelations } from './school-relations'

export const NOT_A_SCHOOL_EXPORT =
  "The archive is not one school's export (a whole installation's backup is restored with `npm run restore`)."
export const SCHOOL_EXISTS = (code: string) =>
  `A school with the code ${code} is on this installation already: nothing was imported.`
export const DOMAIN_TAKEN = (domain: string, name: string) =>
  `The domain ${domain} belongs to ${name} on this installation: nothing was imported.`
export const ACCOUNT_EXISTS = (email: string) =>
  `A staff account ${email} is on this installation already: nothing was imported.`
export const IMPORT_FAILED =
  'The import failed and nothing was stored (the log says why). A record of the archive may clash with one here, such as a submission sent to both sites.'
export const NEWER_EXPORT = NEWER_SITE.replace(', then restore', ', then import')
export const INVALID_RECORD = (collection: string, title: string, errors: string[]) =>
  `The archive's ${collection} record ${JSON.stringify(title.slice(0, 80))} would not be accepted by a save here (${errors
    .slice(0, 3)
    .join('; ')}): nothing was imported.`

/**
 * Either engine's migrations: an export from a PostgreSQL installation imports into an SQLite one
 * of the same version, and the reverse.
 */
const KNOWN_MIGRATIONS = new Set([...sqliteMigrations, ...postgresMigrations].map((m) => m.name))

type Data = Record<string, unknown>

export type ImportReport = {
  school: { id: number | string; code: string; name: string; domains: string[] }
  counts: Record<string, number>
  renamedFiles: number
  /**
   * The staff accounts that came along, without a password: each signs in once the platform
   * admin hands over its set-password link (lib/accounts/imported-accounts.ts).
   */
  accounts: { id: number | string; email: string; role: string }[]
}

/** Stored files already named as an imported one get a new name (the record's too). */
async function freeName(collection: StoredCollection, filename: string, taken: Set<string>): Promise<string> {
  const ext = path.extname(filename)
  const stem = filename.slice(0, filename.length - ext.length)
  for (let n = 0; ; n++) {
    const name = n === 0 ? filename : `${stem}-${n}${ext}`
    if (taken.has(`${collection}/${name}`)) continue
    if (!(await storedFileExists(collection, name))) return name
  }
}

/** The manifest's own shape, before anything of it is read. */
function isSchoolManifest(value: unknown): value is SchoolManifest {
  const m = value as SchoolManifest | null
  return (
    m?.kind === 'school' &&
    typeof m.format === 'number' &&
    !!m.files &&
    typeof m.files === 'object' &&
    Array.isArray(m.missingFiles) &&
    typeof m.school?.code === 'string' &&
    Array.isArray(m.school.domains)
  )
}

/**
 * Checks the archive (key, checksums, the site's version, its limits while unpacking), that it is
 * one school's export whose every record passes the import's checks (import-checks.ts), and that
 * neither the school's code nor any of its domains or staff accounts is here already. Throws a
 * message fit to show; `into` is the caller's to remove.
 */
async function openExport(payload: Payload, file: string, into: string, key: Buffer | undefined) {
  const manifest = await unpackArchive(file, into, key, env.schoolImportLimits)
  if (!isSchoolManifest(manifest)) throw new Error(NOT_A_SCHOOL_EXPORT)
  if (manifest.format > SCHOOL_EXPORT_FORMAT) throw new Error(NEWER_EXPORT)
  await checkFiles(into, manifest.files)
  if (manifest.lastMigration && !KNOWN_MIGRATIONS.has(manifest.lastMigration)) throw new Error(NEWER_EXPORT)

  const records: ArchiveRecords = new Map()
  for (const { slug } of schoolCollections(payload)) {
    const text = await fs.readFile(path.join(into, recordsFile(slug)), 'utf8').catch(() => null)
    if (text !== null) records.set(slug, parseRecords(slug, text))
  }
  const school = await checkArchiveRecords(payload, manifest, records, into)
  const code = String(school.code)
  const domains = (school.domains as string[] | null) ?? []
  const same = await payload.db.find<Data>({ collection: 'schools', where: { code: { equals: code } }, limit: 1 })
  if (same.docs.length) throw new Error(SCHOOL_EXISTS(code))
  if (domains.length) {
    const { docs } = await payload.db.find<Data>({
      collection: 'schools',
      where: { domains: { in: domains } },
      limit: 1,
    })
    const other = docs[0]
    if (other) {
      const taken = domains.find((d) => (other.domains as string[] | null)?.includes(d)) ?? domains[0]
      throw new Error(DOMAIN_TAKEN(taken, englishOf(other.name)))
    }
  }
  const emails = (records.get('users') ?? []).map((r) => String(r.doc.email))
  if (emails.length) {
    const { docs } = await payload.db.find<Data>({ collection: 'users', where: { email: { in: emails } }, limit: 1 })
    if (docs[0]) throw new Error(ACCOUNT_EXISTS(String(docs[0].email)))
  }
  return { manifest, records, school }
}

/**
 * Imports one school's export (school-export.ts) into this installation: every record under a new
 * id, every relation pointed at the new ids, the latest draft of each record kept, Aadhaar
 * numbers encrypted with this installation's DATA_KEY, the files put in the store (renamed where
 * a file of that name is here already), staff accounts without their passwords. The files are
 * put before the records' transaction (SQLite has one writer: visitors' forms wait while it is
 * open) and removed again when it fails; the records, each validated as a save would be, in one
 * transaction: a refused or failed import stores nothing and leaves nothing behind.
 * `by` is the importing platform admin, for the rules that ask who saves.
 */
export async function importSchool(
  payload: Payload,
  file: string,
  options: { key?: Buffer; work?: string; by?: TypedUser } = {},
): Promise<ImportReport> {
  const key = options.key ?? env.backupKey
  const into = path.join(
    options.work ?? path.join(env.dataDir, 'backups'),
    `.school-import-${stamp(new Date())}-${process.pid}`,
  )
  await fs.mkdir(into, { recursive: true, mode: 0o700 })
  const written: { collection: StoredCollection; name: string }[] = []
  const madeStores: StoredCollection[] = []
  try {
    const { manifest, records, school: archived } = await openExport(payload, path.resolve(file), into, key)
    const newIds = new Map<string, number | string>()
    const imported = new Set(records.keys())
    const newId = (collection: string, old: number | string) =>
      newIds.get(`${collection}:${old}`) ?? (imported.has(collection) ? undefined : null)

    // New names for the files whose names are taken here, decided before anything is written.
    const renamed = new Map<string, string>()
    const taken = new Set<string>()
    const clashing: [StoredCollection, string][] = []
    for (const collection of Object.keys(BUCKET_PREFIXES) as StoredCollection[])
      for (const { doc } of records.get(collection) ?? [])
        for (const name of filenamesOf(doc)) {
          taken.add(`${collection}/${name}`)
          if (await storedFileExists(collection, name)) clashing.push([collection, name])
        }
    for (const [collection, name] of clashing) {
      const free = await freeName(collection, name, taken)
      taken.add(`${collection}/${free}`)
      renamed.set(`${collection}/${name}`, free)
    }
    const rename = (collection: string, doc: Data): Data => {
      const to = (name: unknown) => renamed.get(`${collection}/${String(name)}`) ?? name
      const out: Data = { ...doc, filename: to(doc.filename), prefix: BUCKET_PREFIXES[collection as StoredCollection] }
      if (doc.sizes && typeof doc.sizes === 'object')
        out.sizes = Object.fromEntries(
          Object.entries(doc.sizes as Record<string, Data | null>).map(([size, s]) => [
            size,
            s ? { ...s, filename: to(s.filename) } : s,
          ]),
        )
      return out
    }
    const prepare = (collection: string, doc: Data) => {
      const fields = payload.collections[collection as CollectionSlug].config.flattenedFields
      const own = collection === 'users' ? accountData(doc) : doc
      const { id: _id, ...rest } = collection in BUCKET_PREFIXES ? rename(collection, own) : own
      const plain = rest[AADHAAR_FIELD]
      if (typeof plain === 'string' && plain) rest[AADHAAR_FIELD] = encryptAadhaar(plain)
      return remapRelations(fields, rest, newId)
    }

    // The files, each one of the archive's own (import-checks.ts), before the records' transaction.
    for (const collection of Object.keys(BUCKET_PREFIXES) as StoredCollection[])
      if (await storeFolderMissing(collection)) madeStores.push(collection)
    for (const collection of Object.keys(BUCKET_PREFIXES) as StoredCollection[])
      for (const { doc } of records.get(collection) ?? [])
        for (const name of filenamesOf(doc)) {
          if (manifest.missingFiles.includes(`${collection}/${name}`)) continue
          const to = renamed.get(`${collection}/${name}`) ?? name
          await putStoredFile(collection, to, path.join(into, storedFileName(collection, name)))
          written.push({ collection, name: to })
        }

    const transactionID = (await payload.db.beginTransaction()) ?? undefined
    const req = await createLocalReq({ user: options.by ?? IMPORTER, req: { transactionID } }, payload)
    const counts: Record<string, number> = {}
    const stored: { collection: CollectionSlug; id: number | string; data: Data; draft: boolean; title: string }[] = []
    const accounts: ImportReport['accounts'] = []
    try {
      const later: { collection: CollectionSlug; id: number | string; record: ExportedRecord }[] = []
      for (const [collection, list] of records) {
        const slug = collection as CollectionSlug
        for (const record of list) {
          const { data, deferred } = prepare(slug, record.doc)
          for (const field of deferred) delete data[field]
          const created = await payload.db.create({ collection: slug, data, req })
          newIds.set(`${slug}:${String(record.doc.id)}`, created.id)
          if (deferred.length || record.latest) later.push({ collection: slug, id: created.id, record })
          else
            stored.push({
              collection: slug,
              id: created.id,
              data,
              draft: data._status === 'draft',
              title: titleOf(slug, data),
            })
          if (slug === 'users') accounts.push({ id: created.id, email: String(data.email), role: String(data.role) })
        }
        counts[slug] = list.length
      }
      // Relations to records stored after their own (the school's logo), and each latest draft.
      for (const { collection, id, record } of later) {
        const { data, deferred } = prepare(collection, record.doc)
        if (deferred.length) throw new Error(`${DAMAGED} (a record points at one it does not hold).`)
        await payload.db.updateOne({ collection, id, data, req, returning: false })
        stored.push({ collection, id, data, draft: data._status === 'draft', title: titleOf(collection, data) })
        if (record.latest) {
          const version = prepare(collection, record.latest.version).data
          await payload.db.createVersion({
            collectionSlug: collection,
            parent: id,
            versionData: version,
            createdAt: record.latest.createdAt,
            updatedAt: record.latest.updatedAt,
            autosave: Boolean(record.latest.autosave),
            req,
            returning: false,
          })
          stored.push({ collection, id, data: version, draft: true, title: titleOf(collection, version) })
        }
      }
      // Every record as a save would check it, once every record it may point at is in.
      for (const { collection, id, data, draft, title } of stored) {
        const errors = await fieldErrors(req, collection, id, data, { draft })
        if (errors.length) throw new Refusal(INVALID_RECORD(collection, title, errors))
      }
      if (transactionID) await payload.db.commitTransaction(transactionID)
    } catch (error) {
      if (transactionID) await payload.db.rollbackTransaction(transactionID)
      if (error instanceof Refusal) throw error
      // The database's own message may quote the records' data: it goes to the log only.
      throw new Error(IMPORT_FAILED, { cause: error })
    }
    written.length = 0
    madeStores.length = 0
    const school = {
      code: String(archived.code),
      name: englishOf(archived.name),
      domains: (archived.domains as string[] | null) ?? [],
      id: newIds.get(`schools:${String(archived.id)}`)!,
    }
    invalidateSchoolCode(school.code)
    // The records were written beneath Payload's hooks, so the search index learns of them here.
    await rebuildSchoolIndex(payload, Number(school.id))
    await invalidateSchool(school.id)
    await loadDomainTable(payload)
    return { school, counts, renamedFiles: renamed.size, accounts }
  } finally {
    for (const { collection, name } of written) await removeStoredFile(collection, name).catch(() => {})
    for (const collection of madeStores) await removeEmptyStore(collection)
    await fs.rm(into, { recursive: true, force: true })
  }
}

/** A refusal of the archive's content, whose message is the admin's to read (not a failure for the log). */
class Refusal extends Error {}

/** Who imports from the shell (`npm run school:import`): the server's operator, a platform admin. */
const IMPORTER = { id: 0, collection: 'users', role: 'platform-admin', email: 'shell' } as unknown as TypedUser

/** A record as an admin would know it, for a message: its title or name, else its number. */
function titleOf(collection: string, data: Data): string {
  for (const field of ['title', 'name', 'email', 'filename', 'code']) {
    const value = data[field]
    const text = value && typeof value === 'object' ? englishOf(value) : value
    if (typeof text === 'string' && text) return text
  }
  return collection
}
