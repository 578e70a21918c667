import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
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
import { freshPayload, staffUser, type StaffUser } from '../helpers/payload'

/**
 * Issue 30: backups of an installation whose uploads live in a bucket (S3_BUCKET), on s3rver.
 * s3rver serves every object to anyone, so it sits behind a small front that answers an
 * unsigned request as S3 does for a private bucket: only objects written with a public ACL
 * (x-amz-acl public-read…) are readable without signing. `publicBucket` lets everything through,
 * as a bucket with a public-read policy would.
 */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>
let stopS3: () => Promise<void> | void
let front: http.Server
let endpoint: string
let publicBucket = false
let root: StaffUser
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-bucket-'))
const KEY = randomBytes(32)
const knownMigrations = migrations.map((m) => m.name)
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n`,
  )
const NOTICE = pdf('Admission notice')
const CV = pdf('A teacher’s CV')
let notice: string
let cv: string

/** Starts the front that plays a private bucket before s3rver on `port`. */
async function startFront(port: number) {
  const publicKeys = new Set<string>()
  front = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const key = decodeURIComponent(url.pathname.split('/').slice(2).join('/'))
    const signed = 'authorization' in req.headers || url.searchParams.has('X-Amz-Algorithm')
    if (req.method === 'PUT' && signed) {
      const acl = String(req.headers['x-amz-acl'] ?? '')
      const grant = String(req.headers['x-amz-grant-read'] ?? '')
      if (acl.startsWith('public-read') || grant.includes('AllUsers')) publicKeys.add(key)
      else publicKeys.delete(key)
    }
    if (!signed && !publicBucket && !publicKeys.has(key)) {
      res.writeHead(403, { 'Content-Type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>')
      return
    }
    const forward = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(front.address() as AddressInfo).port}`
}

const s3 = () => bucketClient()!

async function object(key: string): Promise<Buffer | null> {
  try {
    const found = await s3().client.send(new GetObjectCommand({ Bucket: s3().bucket, Key: key }))
    return Buffer.from(await found.Body!.transformToByteArray())
  } catch {
    return null
  }
}

const put = (key: string, body: Buffer | string) =>
  s3().client.send(new PutObjectCommand({ Bucket: s3().bucket, Key: key, Body: body }))

/** What anyone on the internet gets asking for the object without credentials. */
const anonymous = async (key: string) => (await fetch(`${endpoint}/school/${key}`)).status

beforeAll(async () => {
  const s3Dir = path.join(scratch, 's3')
  const started = await startS3(s3Dir)
  stopS3 = started.stop
  endpoint = await startFront(Number(new URL(started.env.S3_ENDPOINT).port))
  // Read when the configuration is built, which freshPayload imports.
  Object.assign(process.env, started.env, { S3_ENDPOINT: endpoint, BACKUP_KEY: KEY.toString('hex') })
  ;({ payload, dataDir, cleanup } = await freshPayload())
  const school = (await payload.find({ collection: 'schools', limit: 1 })).docs[0].id
  root = await staffUser(payload, { email: 'root@example.org', role: 'platform-admin' })
  const file = (name: string, data: Buffer) => ({ data, mimetype: 'application/pdf', name, size: data.length })
  notice = (await payload.create({ collection: 'media', data: { school }, file: file('notice.pdf', NOTICE) })).filename!
  cv = (await payload.create({ collection: 'private-files', data: { school }, file: file('cv.pdf', CV) })).filename!
}, 120_000)

afterAll(async () => {
  await cleanup?.()
  await stopS3?.()
  await new Promise((resolve) => front?.close(resolve))
  for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
    delete process.env[name]
  delete process.env.S3_FORCE_PATH_STYLE
  delete process.env.BACKUP_KEY
  delete process.env.BACKUP_KEEP
  fs.rmSync(scratch, { recursive: true, force: true })
})

/** GET of the CMS API as Payload's REST handler answers it, signed in as `user`. */
async function download(name: string, user: StaffUser) {
  const { token } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: 'Test-password-1' },
  })
  const answer = await handleEndpoints({
    config: payload.config,
    payloadInstanceCacheKey: dataDir,
    request: new Request(`http://localhost/cms-api/backups/download?name=${name}`, {
      headers: { Authorization: `JWT ${token}` },
    }),
  })
  return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) }
}

describe('backups when the uploads live in a bucket', () => {
  let backup: BackupSummary

  it('holds the bucket’s files, and is kept in the bucket’s backups/ where nobody reads it unsigned', async () => {
    ;({ backup } = await runBackup(payload))
    expect(backup.file).toBe(`s3:backups/${backup.name}`)
    expect(await keysUnder(s3(), 'backups/')).toEqual([`backups/${backup.name}`, `backups/${backup.name}.json`])
    // Not on the site's disk as well.
    expect(fs.readdirSync(path.join(dataDir, 'backups')).filter((f) => f.startsWith('school-backup-'))).toEqual([])
    expect(await anonymous(`backups/${backup.name}`)).toBe(403)
    expect(await anonymous(`backups/${backup.name}.json`)).toBe(403)

    // The admin's download streams it from the bucket.
    const downloaded = await download(backup.name, root)
    expect(downloaded.status).toBe(200)
    expect(downloaded.body).toEqual(await object(`backups/${backup.name}`))
    const archive = path.join(scratch, backup.name)
    fs.writeFileSync(archive, downloaded.body)
    const unpacked = fs.mkdtempSync(path.join(scratch, 'unpacked-'))
    const manifest = await unpackBackup(archive, unpacked, KEY)
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
    publicBucket = true
    try {
      await expect(runBackup(payload)).rejects.toThrow(PUBLIC_BUCKET('school'))
    } finally {
      publicBucket = false
    }
    expect((await keysUnder(s3(), 'backups/')).sort()).toEqual(
      ['backups/last-failure.json', `backups/${backup.name}`, `backups/${backup.name}.json`].sort(),
    )
    const status = await backupStatus()
    expect(status.failure?.reason).toBe(PUBLIC_BUCKET('school'))
    expect(status.warnings.some((w) => w.startsWith('The last backup failed'))).toBe(true)
  }, 60_000)

  it('restores into an empty DATA_DIR: the bucket gets the same bytes back, the objects it replaces kept aside', async () => {
    const target = path.join(scratch, 'restored')
    const restore = (bucket: ReturnType<typeof bucketClient>) =>
      withArchive(`s3:backups/${backup.name}`, target, (archive) =>
        restoreBackup(archive, { dataDir: target, knownMigrations, key: KEY, bucket }),
      )
    // Without a bucket to put them into, the archive's files are refused before anything changes.
    await expect(restore(null)).rejects.toThrow(NO_BUCKET)
    expect(fs.existsSync(target)).toBe(false)

    const CHANGED = pdf('A notice uploaded after the backup')
    await put(`media/${notice}`, CHANGED)
    await s3().client.send(
      new (await import('@aws-sdk/client-s3')).DeleteObjectCommand({ Bucket: s3().bucket, Key: `private/${cv}` }),
    )
    await put('media/later.pdf', pdf('Uploaded after the backup'))

    const { manifest, bucketAside } = await restore(s3())
    expect(manifest.createdAt).toBe(backup.createdAt)
    expect(await object(`media/${notice}`)).toEqual(NOTICE)
    expect(await object(`private/${cv}`)).toEqual(CV)
    expect(bucketAside).toMatch(/^before-restore-\d{8}T\d{6}Z\/$/)
    expect(await keysUnder(s3(), bucketAside!)).toEqual([`${bucketAside}media/${notice}`])
    expect(await object(`${bucketAside}media/${notice}`)).toEqual(CHANGED)
    expect(await object('media/later.pdf')).not.toBeNull()
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
