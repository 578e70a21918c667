import fs from 'node:fs/promises'
import { englishOf } from '../content/in-locale'
import path from 'node:path'

import type { CollectionSlug, Payload, SanitizedCollectionConfig } from 'payload'

import { copyStoredFile } from '@/lib/files/object-store'
import { BUCKET_PREFIXES, type StoredCollection } from '@/lib/files/bucket'
import { env } from '@/lib/platform/env'
import { AADHAAR_FIELD, decryptAadhaar, UnreadableAadhaar } from '@/lib/privacy/aadhaar'

import { checksums, packArchive, stamp, type Manifest } from './archive'

/*
 * One school's export: every record of the school (each collection with a `school` field, and the
 * school's own record with its domains) as JSON per collection, with the files its media and
 * private files keep, in an archive with a manifest and checksums like a backup's. Another
 * installation imports it (school-import.ts) under new ids.
 */

export const SCHOOL_EXPORT_FORMAT = 1

export type SchoolManifest = {
  kind: 'school'
  format: number
  createdAt: string
  /** The newest migration of the exporting site: an import into an older site is refused. */
  lastMigration: string | null
  school: { code: string; name: string; domains: string[] }
  /** Whether the inbox, the private files, the staff accounts and the audit log came along. */
  personal: boolean
  counts: Record<string, number>
  /** Aadhaar numbers this installation's DATA_KEY could not read: left out of the export. */
  unreadableAadhaar: number
  /** Files the records name that the store did not have. */
  missingFiles: string[]
  files: Manifest['files']
}

/** An exported record, with its newest version when the collection has drafts (an unpublished draft). */
export type ExportedRecord = {
  doc: Record<string, unknown>
  latest?: { version: Record<string, unknown>; createdAt: string; updatedAt: string; autosave?: boolean }
}

export const recordsFile = (collection: string) => `records/${collection}.json`
export const storedFileName = (collection: StoredCollection, filename: string) => `files/${collection}/${filename}`

export const PERSONAL_LEFT_OUT =
  'Without BACKUP_KEY the export holds the school’s content only: its inbox, private files (CVs, certificates), subscribers, staff accounts and audit log hold personal data, which never leaves unencrypted. Set BACKUP_KEY to include them.'

/**
 * Besides the inbox, what holds personal data (accounts hold password hashes, subscribers their
 * addresses, applications for admission the children's details).
 */
const PERSONAL = new Set([
  'private-files',
  'users',
  'audit-log',
  'subscriptions',
  'push-subscriptions',
  'admission-registrations',
])
/** Stored first on import: every other record points at these (a submission at its notice's version). */
const FIRST = ['schools', 'media', 'private-files', 'notice-versions']
/** What an account record brings that belongs to the installation it was signed in on. */
const SIGN_IN_STATE = ['sessions', 'resetPasswordToken', 'resetPasswordExpiration', 'loginAttempts', 'lockUntil']

const belongsToSchool = (c: SanitizedCollectionConfig) =>
  c.flattenedFields.some((f) => f.name === 'school' && f.type === 'relationship' && f.relationTo === 'schools')

/**
 * The collections one school's export holds, in the order an import stores them, each marked
 * when it holds personal data (the inbox, private files, subscribers, accounts, audit log).
 */
export function schoolCollections(payload: Payload): { slug: CollectionSlug; personal: boolean }[] {
  const list = payload.config.collections
    .filter((c) => c.slug === 'schools' || belongsToSchool(c))
    .map((c) => ({ slug: c.slug as CollectionSlug, personal: c.admin?.group === 'Inbox' || PERSONAL.has(c.slug) }))
  const rank = (slug: string) => (FIRST.includes(slug) ? FIRST.indexOf(slug) : FIRST.length)
  return list.sort((a, b) => rank(a.slug) - rank(b.slug))
}

export async function lastMigration(payload: Payload): Promise<string | null> {
  const { docs } = await payload.db.find<{ name: string }>({
    collection: 'payload-migrations',
    where: { name: { not_equals: 'dev' } },
    sort: '-name',
    limit: 1,
  })
  return docs[0]?.name ?? null
}

/** The file names a media or private file's record keeps: its file and each image size's. */
export function filenamesOf(doc: Record<string, unknown>): string[] {
  const sizes = Object.values((doc.sizes ?? {}) as Record<string, { filename?: string | null } | null>)
  // A picture smaller than a size keeps one file for several sizes.
  const names = [doc.filename, ...sizes.map((s) => s?.filename)]
  return [...new Set(names.filter((f): f is string => typeof f === 'string' && !!f))]
}

export const schoolExportName = (code: string, at: Date, encrypted: boolean) =>
  `school-${code}-${stamp(at)}.tar.gz${encrypted ? '.enc' : ''}`

/**
 * Exports the school with this code into `dir` as `school-<CODE>-<time>.tar.gz[.enc]`. With a
 * key, the archive is encrypted and holds the school's personal data too; without one, the
 * content only (PERSONAL_LEFT_OUT). Aadhaar numbers are decrypted here, since the other
 * installation's DATA_KEY differs: they travel only inside an encrypted archive.
 */
export async function exportSchool(
  payload: Payload,
  code: string,
  options: { dir: string; key?: Buffer; now?: Date },
): Promise<{ file: string; manifest: SchoolManifest }> {
  const key = options.key
  const now = options.now ?? new Date()
  const { docs } = await payload.db.find<Record<string, unknown>>({
    collection: 'schools',
    where: { code: { equals: code.trim().toUpperCase() } },
    limit: 1,
  })
  const school = docs[0]
  if (!school) throw new Error(`There is no school with the code ${code}.`)
  const work = path.join(options.dir, `.school-export-${stamp(now)}-${process.pid}`)
  await fs.mkdir(work, { recursive: true, mode: 0o700 })
  try {
    const counts: Record<string, number> = {}
    let unreadableAadhaar = 0
    const missingFiles: string[] = []
    for (const { slug, personal } of schoolCollections(payload)) {
      if (personal && !key) continue
      const config = payload.collections[slug].config
      const found =
        slug === 'schools'
          ? [school]
          : (
              await payload.db.find<Record<string, unknown>>({
                collection: slug,
                where: { school: { equals: school.id } },
                pagination: false,
                sort: 'id',
              })
            ).docs
      const drafts = new Map<unknown, ExportedRecord['latest']>()
      if (config.versions?.drafts && found.length) {
        const { docs: versions } = await payload.db.findVersions<Record<string, unknown>>({
          collection: slug,
          where: { and: [{ parent: { in: found.map((d) => d.id) } }, { latest: { equals: true } }] },
          pagination: false,
        })
        for (const v of versions)
          drafts.set(v.parent, {
            version: v.version as Record<string, unknown>,
            createdAt: v.createdAt,
            updatedAt: v.updatedAt,
            autosave: (v as { autosave?: boolean }).autosave,
          })
      }
      const records: ExportedRecord[] = found.map((doc) => {
        const copy = { ...doc }
        if (slug === 'users') for (const field of SIGN_IN_STATE) delete copy[field]
        const latest = drafts.get(doc.id)
        for (const target of [copy, latest?.version]) {
          const stored = target?.[AADHAAR_FIELD]
          if (typeof stored !== 'string' || !stored) continue
          try {
            target[AADHAAR_FIELD] = decryptAadhaar(stored)
          } catch (error) {
            if (!(error instanceof UnreadableAadhaar)) throw error
            target[AADHAAR_FIELD] = null
            if (target === copy) unreadableAadhaar++
          }
        }
        return latest ? { doc: copy, latest } : { doc: copy }
      })
      if (slug in BUCKET_PREFIXES)
        for (const doc of found)
          for (const filename of filenamesOf(doc)) {
            const to = path.join(work, storedFileName(slug as StoredCollection, filename))
            if (!(await copyStoredFile(slug as StoredCollection, filename, to)))
              missingFiles.push(`${slug}/${filename}`)
          }
      await fs.mkdir(path.join(work, 'records'), { recursive: true })
      await fs.writeFile(path.join(work, recordsFile(slug)), JSON.stringify(records))
      counts[slug] = records.length
    }
    const manifest: SchoolManifest = {
      kind: 'school',
      format: SCHOOL_EXPORT_FORMAT,
      createdAt: now.toISOString(),
      lastMigration: await lastMigration(payload),
      school: {
        code: String(school.code),
        name: englishOf(school.name),
        domains: (school.domains as string[] | null) ?? [],
      },
      personal: Boolean(key),
      counts,
      unreadableAadhaar,
      missingFiles,
      files: await checksums(work),
    }
    const file = path.join(options.dir, schoolExportName(manifest.school.code, now, Boolean(key)))
    await packArchive(work, manifest, file, key)
    return { file, manifest }
  } finally {
    await fs.rm(work, { recursive: true, force: true })
  }
}

/** The export with the installation's BACKUP_KEY, for the admin and `npm run school:export`. */
export const exportSchoolNow = (payload: Payload, code: string, dir: string) =>
  exportSchool(payload, code, { dir, key: env.backupKey })
