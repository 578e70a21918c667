import path from 'node:path'

import { fileTypeFromFile } from 'file-type'
import type { CollectionSlug, Payload } from 'payload'

import { uploadContentType } from '@/lib/files/stored-file'
import { BUCKET_PREFIXES, type StoredCollection } from '@/lib/files/bucket'
import { isSchoolCode } from '@/lib/site/school-code'
import { HOST_NAME } from '@/lib/site/domains'

import { DAMAGED } from './archive'
import { filenamesOf, storedFileName, type ExportedRecord, type SchoolManifest } from './school-export'

/*
 * What an import checks of an archive's records before it writes anything. The archive comes
 * from another installation (a school's previous host, a file sent by mail): everything in it is
 * untrusted, the manifest included, so each record is checked for itself (docs/security-privacy.md,
 * Moving a school).
 */

const NOTHING = 'nothing was imported.'
/** What an archive names, quoted and cut short for a message. */
const quoted = (value: unknown) => JSON.stringify(String(value).slice(0, 100))

export const IMPORT_REFUSED = {
  schools: (n: number) => `The archive holds ${n} schools; one school's export holds exactly one: ${NOTHING}`,
  manifest: `The archive's school record differs from the school its manifest names: ${NOTHING}`,
  code: (code: unknown) =>
    `The archive's school code ${quoted(code)} is not a school code (3 to 20 capital letters or digits): ${NOTHING}`,
  domain: (domain: unknown) => `The archive's domain ${quoted(domain)} is not a host name: ${NOTHING}`,
  otherSchool: (collection: string) => `The archive's ${collection} hold a record of another school: ${NOTHING}`,
  fileName: (collection: string, name: unknown) =>
    `A record of the archive's ${collection} names the file ${quoted(name)}, which is not a plain file name: ${NOTHING}`,
  fileMissing: (collection: string, name: unknown) =>
    `A record of the archive's ${collection} names the file ${quoted(name)}, which the archive does not hold: ${NOTHING}`,
  fileType: (collection: string, name: string, type: string) =>
    `The archive's file ${quoted(name)} is ${type}, which the ${collection} do not take: ${NOTHING}`,
  platformAdmin: (email: unknown) =>
    `The archive's account ${quoted(email)} is a platform admin; an import brings school admins and editors only: ${NOTHING}`,
  accountRole: (email: unknown) =>
    `The archive's account ${quoted(email)} is not a school admin or editor of its school: ${NOTHING}`,
}

type Data = Record<string, unknown>
export type ArchiveRecords = Map<string, ExportedRecord[]>

/** Roles an imported account may have: never above the admin of the school it comes with. */
const IMPORTED_ROLES = new Set(['school-admin', 'editor'])

/**
 * What an account brings along: its name and role. Never its password hash (the platform admin
 * hands each person a link to set a password here), its sessions, API key or second factor.
 */
const ACCOUNT_FIELDS = ['email', 'name', 'role', 'school', 'createdAt', 'updatedAt']

export const accountData = (doc: Data): Data =>
  Object.fromEntries(ACCOUNT_FIELDS.filter((f) => f in doc).map((f) => [f, doc[f]]))

/** Each collection's JSON as an archive holds it: a list of `{ doc, latest? }`, else the archive is damaged. */
export function parseRecords(collection: string, text: string): ExportedRecord[] {
  let list: unknown
  try {
    list = JSON.parse(text)
  } catch {
    throw new Error(`${DAMAGED} (records/${collection}.json cannot be read).`)
  }
  const isObject = (value: unknown): value is Data => !!value && typeof value === 'object' && !Array.isArray(value)
  const valid =
    Array.isArray(list) &&
    list.every(
      (r) =>
        isObject(r) &&
        isObject(r.doc) &&
        (r.latest === undefined || (isObject(r.latest) && isObject((r.latest as Data).version))),
    )
  if (!valid) throw new Error(`${DAMAGED} (records/${collection}.json is not a list of records).`)
  return list as ExportedRecord[]
}

/** One plain file name as Payload stores them: no folder, no dot file, no control characters. */
const isPlainName = (name: string) =>
  name.length <= 255 && !name.startsWith('.') && !/[/\\\u0000-\u001f\u007f]/.test(name)

/**
 * The archive's one school, checked against its manifest and the rules a save in the admin has:
 * its code, its domains as host names, every other record of that school, every file a record
 * names one of the archive's own files of a type its collection takes, every account a school
 * admin or editor of the school. Throws the first refusal; returns the school's record.
 */
export async function checkArchiveRecords(
  payload: Payload,
  manifest: SchoolManifest,
  records: ArchiveRecords,
  into: string,
): Promise<Data> {
  const schools = records.get('schools') ?? []
  if (schools.length !== 1) throw new Error(IMPORT_REFUSED.schools(schools.length))
  const school = schools[0].doc
  if (!isSchoolCode(school.code)) throw new Error(IMPORT_REFUSED.code(school.code))
  const domains = school.domains ?? []
  if (!Array.isArray(domains)) throw new Error(IMPORT_REFUSED.domain(domains))
  for (const domain of domains)
    if (typeof domain !== 'string' || !HOST_NAME.test(domain) || (!domain.includes('.') && domain !== 'localhost'))
      throw new Error(IMPORT_REFUSED.domain(domain))
  const listed = manifest.school
  if (listed.code !== school.code || [...listed.domains].sort().join() !== [...(domains as string[])].sort().join())
    throw new Error(IMPORT_REFUSED.manifest)

  for (const { doc } of records.get('users') ?? []) {
    if (doc.role === 'platform-admin') throw new Error(IMPORT_REFUSED.platformAdmin(doc.email))
    if (!IMPORTED_ROLES.has(String(doc.role))) throw new Error(IMPORT_REFUSED.accountRole(doc.email))
  }
  for (const [collection, list] of records) {
    if (collection === 'schools') continue
    if (
      list.some(
        ({ doc, latest }) => !sameId(doc.school, school.id) || (latest && !sameId(latest.version.school, school.id)),
      )
    )
      throw new Error(IMPORT_REFUSED.otherSchool(collection))
  }
  for (const collection of Object.keys(BUCKET_PREFIXES) as StoredCollection[])
    await checkRecordFiles(payload, collection, records.get(collection) ?? [], manifest, into)
  return school
}

const sameId = (a: unknown, b: unknown) => a != null && String(a) === String(b)

/** Each file a media or private file's record names: a plain name of the archive's own, of a type the collection takes. */
async function checkRecordFiles(
  payload: Payload,
  collection: StoredCollection,
  list: ExportedRecord[],
  manifest: SchoolManifest,
  into: string,
) {
  const config = payload.collections[collection as CollectionSlug].config
  const allowed = new Set((config.upload && config.upload.mimeTypes) || [])
  const label = String(config.labels?.plural ?? collection).toLowerCase()
  for (const { doc } of list) {
    const names = filenamesOf(doc)
    for (const name of names) {
      if (!isPlainName(name)) throw new Error(IMPORT_REFUSED.fileName(label, name))
      const inArchive = manifest.files[storedFileName(collection, name)]
      if (!inArchive) {
        if (manifest.missingFiles.includes(`${collection}/${name}`)) continue
        throw new Error(IMPORT_REFUSED.fileMissing(label, name))
      }
      // The type by the file's bytes, as Payload reads an upload's, and its name's: both allowed and alike.
      const sniffed = (await fileTypeFromFile(path.join(into, storedFileName(collection, name))))?.mime
      const named = uploadContentType(name)
      const type = sniffed ?? 'a file of unknown type'
      if (!sniffed || !allowed.has(sniffed) || named !== sniffed)
        throw new Error(IMPORT_REFUSED.fileType(label, name, type))
      if (name === doc.filename && doc.mimeType !== sniffed) throw new Error(IMPORT_REFUSED.fileType(label, name, type))
    }
  }
}
