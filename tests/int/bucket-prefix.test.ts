import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { unpackBackup, type BackupSummary } from '@/lib/backups/archive'
import { keysUnder } from '@/lib/backups/bucket-objects'
import { PUBLIC_BUCKET, withArchive } from '@/lib/backups/bucket-store'
import { NO_BUCKET, restoreBackup } from '@/lib/backups/restore'
import { runBackup } from '@/lib/backups/run'
import { backupStatus } from '@/lib/backups/status'
import { bucketClient } from '@/lib/files/object-store'
import { migrations } from '@/migrations/sqlite'

import { startS3 } from '../../scripts/cluster/engines'
import { freshPayload, twoSchoolsWithStaff, type StaffUser } from '../helpers/payload'
import { startPrivateFront } from '../helpers/private-bucket'

/**
 * Issue 25, item 3: where a file sits in the bucket is the server's business. The storage plugin
 * adds `prefix` (and `_objectKey`) to the media library and the private files, and reads and
 * deletes the object at `<prefix>/<_objectKey>/<filename>`: a member of staff who could write them
 * could point a picture of their own at another school's certificate under `private/`, have it
 * served as a public file, and delete it with the picture. On the cluster's bucket (s3rver).
 * Issue 30: the backups of such an installation (one file, to share the installation's setup).
 */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>
let stopS3: () => Promise<void> | void
let s3Dir: string
let front: Awaited<ReturnType<typeof startPrivateFront>>
const BACKUP_KEY = randomBytes(32)
let schoolA: number
let schoolB: number
let editorA: StaffUser
let adminA: StaffUser
let root: StaffUser

const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n`,
  )
const CERTIFICATE = pdf('Transfer certificate of a pupil of the other school')
const EDITORS_PDF = pdf('A notice the editor uploaded')

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-s3-'))
  const s3 = await startS3(s3Dir)
  stopS3 = s3.stop
  front = await startPrivateFront(s3.env.S3_ENDPOINT)
  // Read when the configuration is built, which freshPayload imports.
  Object.assign(process.env, s3.env, { S3_ENDPOINT: front.endpoint, BACKUP_KEY: BACKUP_KEY.toString('hex') })
  ;({ payload, dataDir, cleanup } = await freshPayload())
  ;({ schoolA, schoolB, editorA, adminA, root } = await twoSchoolsWithStaff(payload, 'OTHER1'))
})

afterAll(async () => {
  await cleanup?.()
  await stopS3?.()
  await front?.stop()
  fs.rmSync(s3Dir, { recursive: true, force: true })
})

/** A request to the CMS API as Payload's REST handler answers it; signed in as `user`, or anonymous. */
async function rest(method: string, urlPath: string, user: StaffUser | null, body?: unknown) {
  const headers: Record<string, string> = {}
  if (user) {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: user.email, password: 'Test-password-1' },
    })
    headers.Authorization = `JWT ${token}`
  }
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json'
  const answer = await handleEndpoints({
    config: payload.config,
    payloadInstanceCacheKey: dataDir,
    request: new Request(`http://localhost/cms-api${urlPath}`, {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    }),
  })
  return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) }
}

/** The object's bytes in the bucket, or null: what s3rver keeps, asked through S3 itself. */
async function inBucket(key: string): Promise<Buffer | null> {
  const { S3Client, GetObjectCommand } = await import('@aws-sdk/client-s3')
  const { s3ClientConfig } = await import('@/lib/files/bucket')
  const { env } = await import('@/lib/platform/env')
  const client = new S3Client(s3ClientConfig(env.s3!))
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: env.s3!.bucket, Key: key }))
    return Buffer.from(await object.Body!.transformToByteArray())
  } catch {
    return null
  } finally {
    client.destroy()
  }
}

/** A file sent as the admin's upload form sends it, with the record's other fields. */
const upload = (name: string, bytes: Buffer, fields: Record<string, unknown>) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name)
  form.append('_payload', JSON.stringify(fields))
  return form
}

type Doc = { id: number; filename: string }
const docOf = (answer: { body: Buffer }) => (JSON.parse(answer.body.toString()) as { doc: Doc }).doc

describe('the storage location of a file is set by the server, never by staff', () => {
  it('an editor cannot point a media record at another school’s certificate, have it served or delete it', async () => {
    // The other school's certificate, issued by the server into the private files.
    const certificate = await payload.create({
      collection: 'private-files',
      data: { school: schoolB },
      file: { data: CERTIFICATE, mimetype: 'application/pdf', name: 'tc.pdf', size: CERTIFICATE.length },
    })
    expect(certificate.prefix).toBe('private')
    expect(await inBucket('private/tc.pdf')).toEqual(CERTIFICATE)

    // An editor of the first school uploads a PDF of the same name, asking for the private folder.
    const created = await rest(
      'POST',
      '/media',
      editorA,
      upload('tc.pdf', EDITORS_PDF, { school: schoolA, prefix: 'private', _objectKey: '../private' }),
    )
    expect(created.status, created.body.toString()).toBe(201)
    const media = docOf(created)
    const stored = () => payload.findByID({ collection: 'media', id: media.id, depth: 0 })
    expect(await stored()).toMatchObject({ prefix: 'media', _objectKey: null })
    expect(await inBucket(`media/${media.filename}`)).toEqual(EDITORS_PDF)

    // Then tries every way of moving it: another prefix, an empty one with an object key, a path.
    for (const data of [
      { prefix: 'private' },
      { prefix: '', _objectKey: 'private' },
      { prefix: null, _objectKey: '../private' },
      { _objectKey: 'private' },
      { prefix: '/private' },
    ]) {
      const moved = await rest('PATCH', `/media/${media.id}`, editorA, data)
      expect(moved.status, `${JSON.stringify(data)}: ${moved.body.toString()}`).toBe(200)
      expect(await stored(), JSON.stringify(data)).toMatchObject({ prefix: 'media', _objectKey: null })
      // Anyone reading the picture's file gets the editor's own PDF, never the certificate.
      const served = await rest('GET', `/media/file/${media.filename}`, null)
      expect(served.status, JSON.stringify(data)).toBe(200)
      expect(served.body).toEqual(EDITORS_PDF)
    }
    // A school admin cannot move it either: nobody writes the location.
    const byAdmin = await rest('PATCH', `/media/${media.id}`, adminA, { prefix: '', _objectKey: 'private' })
    expect(byAdmin.status).toBe(200)
    expect(await stored()).toMatchObject({ prefix: 'media', _objectKey: null })

    // Deleting the picture (a school admin's work: an editor is refused) deletes the editor's
    // file, and leaves the certificate where it was.
    expect((await rest('DELETE', `/media/${media.id}`, editorA)).status).toBe(403)
    expect((await rest('DELETE', `/media/${media.id}`, adminA)).status).toBe(200)
    expect(await inBucket(`media/${media.filename}`)).toBeNull()
    expect(await inBucket('private/tc.pdf')).toEqual(CERTIFICATE)
    const { privateFileBytes } = await import('@/lib/files/object-store')
    expect(await privateFileBytes('tc.pdf')).toEqual(CERTIFICATE)
  })

  it('an upload, new or a replacement, never replaces another school’s file of the same name', async () => {
    // The other school's notice in the media library, as its site links it.
    const NOTICE = pdf('Admission notice of the other school')
    const notice = await payload.create({
      collection: 'media',
      data: { school: schoolB },
      file: { data: NOTICE, mimetype: 'application/pdf', name: 'notice.pdf', size: NOTICE.length },
    })
    expect(notice.filename).toBe('notice.pdf')
    const FORGED = pdf('Not the notice')

    // A new upload of that name, with a prefix that names the same folder another way…
    for (const prefix of ['/media', 'media/', './media']) {
      const created = await rest('POST', '/media', editorA, upload('notice.pdf', FORGED, { school: schoolA, prefix }))
      expect(await inBucket('media/notice.pdf'), prefix).toEqual(NOTICE)
      // Stored under a name of its own, as any upload of a name already taken.
      expect(created.status, created.body.toString()).toBe(201)
      const doc = docOf(created)
      expect(doc.filename, prefix).not.toBe('notice.pdf')
      expect(await inBucket(`media/${doc.filename}`), prefix).toEqual(FORGED)
    }
    // …or the replacement of the file of one of the school's own records (a school admin's work).
    const own = await rest('POST', '/media', editorA, upload('own.pdf', EDITORS_PDF, { school: schoolA }))
    const replaced = await rest(
      'PATCH',
      `/media/${docOf(own).id}`,
      adminA,
      upload('notice.pdf', FORGED, { prefix: '/media' }),
    )
    expect(replaced.status, replaced.body.toString()).toBe(200)
    expect(docOf(replaced).filename).not.toBe('notice.pdf')
    expect(await inBucket('media/notice.pdf')).toEqual(NOTICE)
    // The site still serves the other school's notice as it was.
    const { publicFile } = await import('@/lib/files/object-store')
    const served = await publicFile('notice.pdf')
    expect(served && fs.readFileSync(served.file)).toEqual(NOTICE)
  })
})

describe('backups when the uploads live in a bucket', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-bucket-'))
  const knownMigrations = migrations.map((m) => m.name)
  const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
  const NOTICE = pdf('Admission notice of the backed-up school')
  const CV = pdf('A teacher’s CV')
  const s3 = () => bucketClient()!
  const put = (key: string, body: Buffer | string) =>
    s3().client.send(new PutObjectCommand({ Bucket: s3().bucket, Key: key, Body: body }))
  /** What anyone on the internet gets asking for the object without credentials. */
  const anonymous = async (key: string) => (await fetch(`${front.endpoint}/${s3().bucket}/${key}`)).status
  let notice: string
  let cv: string
  let backup: BackupSummary

  beforeAll(async () => {
    const file = (name: string, data: Buffer) => ({ data, mimetype: 'application/pdf', name, size: data.length })
    notice = (await payload.create({ collection: 'media', data: { school: schoolA }, file: file('bk.pdf', NOTICE) }))
      .filename!
    cv = (await payload.create({ collection: 'private-files', data: { school: schoolA }, file: file('cv.pdf', CV) }))
      .filename!
  })

  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

  it('holds the bucket’s files, and is kept in the bucket’s backups/ where nobody reads it unsigned', async () => {
    ;({ backup } = await runBackup(payload))
    expect(backup.file).toBe(`s3:backups/${backup.name}`)
    expect(await keysUnder(s3(), 'backups/')).toEqual([`backups/${backup.name}`, `backups/${backup.name}.json`])
    // Not on the site's disk as well.
    expect(fs.readdirSync(path.join(dataDir, 'backups')).filter((f) => f.startsWith('school-backup-'))).toEqual([])
    expect(await anonymous(`backups/${backup.name}`)).toBe(403)
    expect(await anonymous(`backups/${backup.name}.json`)).toBe(403)

    // The admin's download streams it from the bucket.
    const downloaded = await rest('GET', `/backups/download?name=${backup.name}`, root)
    expect(downloaded.status).toBe(200)
    expect(downloaded.body).toEqual(await inBucket(`backups/${backup.name}`))
    const archive = path.join(scratch, backup.name)
    fs.writeFileSync(archive, downloaded.body)
    const unpacked = fs.mkdtempSync(path.join(scratch, 'unpacked-'))
    const manifest = await unpackBackup(archive, unpacked, BACKUP_KEY)
    expect(manifest.files[`bucket/media/${notice}`]).toEqual({
      size: NOTICE.length,
      sha256: sha(NOTICE),
      contentType: 'application/pdf',
    })
    expect(manifest.files[`bucket/private/${cv}`]).toMatchObject({ sha256: sha(CV) })
    expect(fs.readFileSync(path.join(unpacked, 'bucket/private', cv))).toEqual(CV)

    const status = await backupStatus()
    expect(status.backups.map((b) => b.name)).toEqual([backup.name])
    expect(status.backups[0].summary).toMatchObject({ name: backup.name, encrypted: true })
    expect(status.failure).toBeNull()
  }, 60_000)

  it('refuses to leave a backup in a bucket anyone can read, and says so as the last failure', async () => {
    front.setPublic(true)
    try {
      await expect(runBackup(payload)).rejects.toThrow(PUBLIC_BUCKET('school'))
    } finally {
      front.setPublic(false)
    }
    expect((await keysUnder(s3(), 'backups/')).sort()).toEqual(
      ['backups/last-failure.json', `backups/${backup.name}`, `backups/${backup.name}.json`].sort(),
    )
    const status = await backupStatus()
    expect(status.failure?.reason).toBe(PUBLIC_BUCKET('school'))
    expect(status.warnings.some((w) => w.risk.startsWith('The last backup failed'))).toBe(true)
  }, 60_000)

  it('restores into an empty DATA_DIR: the bucket gets the same bytes back, the objects it replaces kept aside', async () => {
    const target = path.join(scratch, 'restored')
    const restore = (bucket: ReturnType<typeof bucketClient>) =>
      withArchive(`s3:backups/${backup.name}`, target, (archive) =>
        restoreBackup(archive, { dataDir: target, knownMigrations, key: BACKUP_KEY, bucket }),
      )
    // Without a bucket to put them into, the archive's files are refused before anything changes.
    await expect(restore(null)).rejects.toThrow(NO_BUCKET)
    expect(fs.existsSync(target)).toBe(false)

    const CHANGED = pdf('A notice uploaded after the backup')
    await put(`media/${notice}`, CHANGED)
    await s3().client.send(new DeleteObjectCommand({ Bucket: s3().bucket, Key: `private/${cv}` }))
    await put('media/later.pdf', pdf('Uploaded after the backup'))

    const { manifest, bucketAside } = await restore(s3())
    expect(manifest.createdAt).toBe(backup.createdAt)
    expect(await inBucket(`media/${notice}`)).toEqual(NOTICE)
    expect(await inBucket(`private/${cv}`)).toEqual(CV)
    expect(bucketAside).toMatch(/^before-restore-\d{8}T\d{6}Z\/$/)
    expect(await keysUnder(s3(), bucketAside!)).toEqual([`${bucketAside}media/${notice}`])
    expect(await inBucket(`${bucketAside}media/${notice}`)).toEqual(CHANGED)
    expect(await inBucket('media/later.pdf')).not.toBeNull()
    const head = await s3().client.send(new GetObjectCommand({ Bucket: s3().bucket, Key: `media/${notice}` }))
    expect(head.ContentType).toBe('application/pdf')
    // The database is in DATA_DIR; the bucket's files are not copied there.
    expect(fs.readdirSync(target).sort()).toEqual(['payload-secret', 'restored-from.json', 'school.db'].sort())
    expect(fs.readdirSync(scratch).filter((f) => f.includes('.download-'))).toEqual([])
  }, 60_000)

  it('rotates the archives in the bucket and clears the last failure', async () => {
    const old = ['20260101T203000Z', '20260201T203000Z'].map((t) => `school-backup-${t}.tar.gz.enc`)
    for (const name of old) {
      await put(`backups/${name}`, 'old')
      await put(`backups/${name}.json`, '{}')
    }
    process.env.BACKUP_KEEP = '1,0,0'
    // A second later than the first backup: archives are named to the second.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const { backup: newest, removed } = await runBackup(payload)
    expect(removed.sort()).toEqual([backup.name, ...old].sort())
    expect(await keysUnder(s3(), 'backups/')).toEqual([`backups/${newest.name}`, `backups/${newest.name}.json`])
    expect((await backupStatus()).failure).toBeNull()
  }, 60_000)
})
