import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3 } from '../../scripts/cluster/engines'
import { freshPayload, twoSchoolsWithStaff, type StaffUser } from '../helpers/payload'

/**
 * Issue 25, item 3: where a file sits in the bucket is the server's business. The storage plugin
 * adds `prefix` (and `_objectKey`) to the media library and the private files, and reads and
 * deletes the object at `<prefix>/<_objectKey>/<filename>`: a member of staff who could write them
 * could point a picture of their own at another school's certificate under `private/`, have it
 * served as a public file, and delete it with the picture. On the cluster's bucket (s3rver).
 */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>
let stopS3: () => Promise<void> | void
let s3Dir: string
let schoolA: number
let schoolB: number
let editorA: StaffUser
let adminA: StaffUser

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
  // Read when the configuration is built, which freshPayload imports.
  Object.assign(process.env, s3.env)
  ;({ payload, dataDir, cleanup } = await freshPayload())
  ;({ schoolA, schoolB, editorA, adminA } = await twoSchoolsWithStaff(payload, 'OTHER1'))
})

afterAll(async () => {
  await cleanup?.()
  await stopS3?.()
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
