/*
 * The uploaded files of an installation whose uploads live in the bucket (S3_BUCKET): copied into
 * the archive under bucket/<key> (the media library's media/, the private files' private/), and
 * put back by a restore.
 */
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'

import { BUCKET_PREFIXES } from '@/lib/files/bucket'
import { isMissing } from '@/lib/files/object-store'
import { uploadContentType } from '@/lib/files/stored-file'

export type Bucket = { client: S3Client; bucket: string }

/** The archive's folder of the bucket's objects. */
export const BUCKET_DIR = 'bucket'

/** Every key under `prefix` (ListObjectsV2 pages of 1,000). */
export async function keysUnder({ client, bucket }: Bucket, prefix: string): Promise<string[]> {
  const keys: string[] = []
  let ContinuationToken: string | undefined
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }))
    for (const object of page.Contents ?? []) if (object.Key && !object.Key.endsWith('/')) keys.push(object.Key)
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (ContinuationToken)
  return keys
}

/**
 * Copies every object of the upload prefixes into `into`/<key>, one at a time and streamed to
 * disk (a school's media library does not fit in memory); returns each key's content type, which
 * the bucket serves the file with. A key that would leave `into` is an error: no object is
 * written outside the backup's folder.
 */
export async function copyBucketObjects(s3: Bucket, into: string): Promise<Record<string, string>> {
  const types: Record<string, string> = {}
  for (const prefix of Object.values(BUCKET_PREFIXES)) {
    for (const key of await keysUnder(s3, `${prefix}/`)) {
      const target = path.resolve(into, key)
      if (!target.startsWith(path.resolve(into) + path.sep)) throw new Error(`The bucket holds an object named ${key}.`)
      const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
      await fs.mkdir(path.dirname(target), { recursive: true })
      await pipeline(object.Body as Readable, createWriteStream(target, { mode: 0o600 }))
      types[key] = object.ContentType ?? 'application/octet-stream'
    }
  }
  return types
}

/** Streams a local file into the bucket (in parts when it is large); no ACL: the bucket's own, private. */
export async function uploadFile({ client, bucket }: Bucket, file: string, key: string, contentType: string) {
  await new Upload({
    client,
    params: { Bucket: bucket, Key: key, Body: createReadStream(file), ContentType: contentType },
  }).done()
}

/** The object's ETag, or null where there is none. */
async function etagOf({ client, bucket }: Bucket, key: string): Promise<string | null> {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ETag ?? ''
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/** A single-part object's ETag is its MD5: the same bytes need no copy aside and no upload. */
async function md5(file: string): Promise<string> {
  const hash = createHash('md5')
  await pipeline(createReadStream(file), hash)
  return `"${hash.digest('hex')}"`
}

/**
 * Puts the archive's objects (the files under `from`, named by their keys) back into the bucket.
 * Each object a restored one replaces with other bytes is first copied under `aside`/<key>;
 * nothing is deleted, so objects uploaded after the backup stay too. Each is stored with the
 * upload allow-list's type for its name, never one the archive's manifest claims (an archive may
 * come from anyone: its `text/html` would have the bucket serve a page), anything else as a
 * download. Returns how many were put and how many kept aside.
 */
export async function putBucketObjects(s3: Bucket, from: string, aside: string) {
  const entries = await fs.readdir(from, { recursive: true, withFileTypes: true })
  const keys = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(from, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
  let keptAside = 0
  let restored = 0
  for (const key of keys) {
    const etag = await etagOf(s3, key)
    if (etag === (await md5(path.join(from, key)))) continue
    if (etag !== null) {
      await s3.client.send(
        new CopyObjectCommand({
          Bucket: s3.bucket,
          Key: `${aside}/${key}`,
          CopySource: `${s3.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
        }),
      )
      keptAside++
    }
    await uploadFile(s3, path.join(from, key), key, uploadContentType(key) ?? 'application/octet-stream')
    restored++
  }
  return { restored, keptAside }
}
