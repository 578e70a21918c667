import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { HeadObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { checksums, packArchive, type Manifest } from '@/lib/backups/archive'
import { restoreBackup } from '@/lib/backups/restore'
import { bucketClient } from '@/lib/files/object-store'

import { startS3 } from '../../scripts/cluster/engines'

/**
 * Issue 47: a restore put the bucket's files back with the content type the archive's manifest
 * claimed, so an archive could have the bucket serve an HTML page (or anything) from the site's
 * files. The type comes from the upload allow-list by the file's extension; any other file is a
 * download. On the cluster's bucket (s3rver), with an archive written by hand.
 */
let stopS3: () => Promise<void> | void
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-types-'))

beforeAll(async () => {
  const s3 = await startS3(path.join(scratch, 's3'))
  stopS3 = s3.stop
  Object.assign(process.env, s3.env)
})

afterAll(async () => {
  await stopS3?.()
  fs.rmSync(scratch, { recursive: true, force: true })
})

const FILES: Record<string, string> = {
  'bucket/media/probe.html': '<script>alert(document.cookie)</script>',
  'bucket/media/drawing.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  'bucket/media/photo.PNG': 'not really a picture',
  'bucket/media/notice.pdf': '%PDF-1.4 a notice',
  'bucket/private/cv.pdf': '%PDF-1.4 a CV',
}

it("takes each restored object's content type from the upload allow-list, never from the manifest", async () => {
  const work = path.join(scratch, 'work')
  for (const [name, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(work, name)), { recursive: true })
    fs.writeFileSync(path.join(work, name), text)
  }
  const files = await checksums(work)
  for (const listed of Object.values(files)) listed.contentType = 'text/html'
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: 'sqlite',
    lastMigration: null,
    counts: {},
    files,
  }
  const archive = path.join(scratch, 'school-backup-20260101T000000Z.tar.gz')
  await packArchive(work, manifest, archive, undefined)

  const bucket = bucketClient()!
  await restoreBackup(archive, { dataDir: path.join(scratch, 'data'), knownMigrations: [], bucket })
  const typeOf = async (key: string) =>
    (await bucket.client.send(new HeadObjectCommand({ Bucket: bucket.bucket, Key: key }))).ContentType
  expect({
    html: await typeOf('media/probe.html'),
    svg: await typeOf('media/drawing.svg'),
    png: await typeOf('media/photo.PNG'),
    pdf: await typeOf('media/notice.pdf'),
    cv: await typeOf('private/cv.pdf'),
  }).toEqual({
    html: 'application/octet-stream',
    svg: 'application/octet-stream',
    png: 'image/png',
    pdf: 'application/pdf',
    cv: 'application/pdf',
  })
})
