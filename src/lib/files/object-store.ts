import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'

import { env } from '@/lib/platform/env'

import { localStore, objectKey, s3ClientConfig, type StoredCollection } from './bucket'

/**
 * Reading and removing uploaded files wherever they are kept: DATA_DIR/uploads, or the S3 bucket
 * when S3_BUCKET is set (Payload's storage adapter writes them there). Pictures are resized with
 * sharp, which reads files, so a public file from the bucket is copied once into DATA_DIR/cache.
 */

export type LocalFile = { file: string; size: number; mtimeMs: number }

const inside = (root: string, file: string) => file.startsWith(root + path.sep)

let client: S3Client | undefined
/** The bucket of S3_BUCKET with one client for the process, or null without a bucket. */
export function bucketClient(): { client: S3Client; bucket: string } | null {
  const settings = env.s3
  if (!settings) return null
  client ??= new S3Client(s3ClientConfig(settings))
  return { client, bucket: settings.bucket }
}

/** S3's answer for an object (or key) that is not there. */
export const isMissing = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode
  return status === 404 || (error as { name?: string })?.name === 'NoSuchKey'
}

/** A file of the media library on this machine's disk, or null; `filename` is one plain name. */
export async function publicFile(filename: string): Promise<LocalFile | null> {
  const s3 = bucketClient()
  if (s3) return bucketCopy(s3, filename)
  try {
    const root = await fs.realpath(localStore('media'))
    const file = path.resolve(root, filename)
    // Symlinks that lead out of the store are not followed.
    const real = await fs.realpath(file)
    if (!inside(root, file) || !inside(root, real)) return null
    const stat = await fs.stat(real)
    return stat.isFile() ? { file: real, size: stat.size, mtimeMs: stat.mtimeMs } : null
  } catch {
    return null
  }
}

const copies = new Map<string, Promise<LocalFile | null>>()
export const bucketCopiesDir = () => path.join(env.dataDir, 'cache', 'objects')

/**
 * The bucket's current version of a media file, copied to DATA_DIR/cache/objects under a name
 * that carries its ETag: a replaced file is copied again, a deleted one is no longer served.
 */
async function bucketCopy({ client, bucket }: { client: S3Client; bucket: string }, filename: string) {
  const Key = objectKey('media', filename)
  let head
  try {
    head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }))
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
  const version = createHash('sha256').update(`${Key}|${head.ETag}|${head.ContentLength}`).digest('base64url')
  const target = path.join(bucketCopiesDir(), `${version.slice(0, 32)}${path.extname(filename)}`)
  const found: LocalFile = {
    file: target,
    size: head.ContentLength ?? 0,
    mtimeMs: head.LastModified?.getTime() ?? 0,
  }
  const exists = await fs.access(target).then(
    () => true,
    () => false,
  )
  if (exists) return found
  let pending = copies.get(target)
  if (!pending) {
    pending = (async () => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }))
      await fs.mkdir(bucketCopiesDir(), { recursive: true })
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
      await pipeline(object.Body as Readable, createWriteStream(temporary))
      await fs.rename(temporary, target)
      return found
    })()
      .catch((error) => (isMissing(error) ? null : Promise.reject(error)))
      .finally(() => copies.delete(target))
    copies.set(target, pending)
  }
  return pending
}

/**
 * The bytes of a private file (a CV, a certificate), or null. Never copied to disk: a file the
 * retention job deletes must not live on in a cache.
 */
export async function privateFileBytes(filename: string): Promise<Buffer | null> {
  const name = path.basename(filename)
  const s3 = bucketClient()
  if (!s3) return fs.readFile(path.join(localStore('private-files'), name)).catch(() => null)
  try {
    const object = await s3.client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey('private-files', name) }),
    )
    return Buffer.from(await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray())
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/** Removes a stored file whose record was never committed (Payload writes the file first). */
export async function removeStoredFile(collection: StoredCollection, filename: string): Promise<void> {
  const name = path.basename(filename)
  const s3 = bucketClient()
  if (!s3) {
    await fs.rm(path.join(localStore(collection), name), { force: true })
    return
  }
  await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey(collection, name) }))
}

/**
 * Copies a stored file (of either collection, an image size included) to `to`; false when the
 * store does not have it. For one school's export.
 */
export async function copyStoredFile(collection: StoredCollection, filename: string, to: string): Promise<boolean> {
  const name = path.basename(filename)
  await fs.mkdir(path.dirname(to), { recursive: true })
  const s3 = bucketClient()
  if (!s3) {
    return fs.copyFile(path.join(localStore(collection), name), to).then(
      () => true,
      (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? false : Promise.reject(error)),
    )
  }
  try {
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(collection, name) }))
    await pipeline(object.Body as Readable, createWriteStream(to, { mode: 0o600 }))
    return true
  } catch (error) {
    if (isMissing(error)) return false
    throw error
  }
}

/** Whether the store holds a file of this name (a school's import must not overwrite one). */
export async function storedFileExists(collection: StoredCollection, filename: string): Promise<boolean> {
  const name = path.basename(filename)
  const s3 = bucketClient()
  if (!s3)
    return fs.access(path.join(localStore(collection), name)).then(
      () => true,
      () => false,
    )
  try {
    await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: objectKey(collection, name) }))
    return true
  } catch (error) {
    if (isMissing(error)) return false
    throw error
  }
}

/**
 * Whether the store's folder is on this machine's disk and has not been made yet: an import that
 * fails removes the folder it made (removeEmptyStore), so that it leaves nothing behind.
 */
export async function storeFolderMissing(collection: StoredCollection): Promise<boolean> {
  if (bucketClient()) return false
  return fs.access(localStore(collection)).then(
    () => false,
    () => true,
  )
}

export const removeEmptyStore = (collection: StoredCollection) => fs.rmdir(localStore(collection)).catch(() => {})

/** Puts the file `from` into the store under `filename` (a school's import). */
export async function putStoredFile(collection: StoredCollection, filename: string, from: string): Promise<void> {
  const name = path.basename(filename)
  const s3 = bucketClient()
  if (!s3) {
    await fs.mkdir(localStore(collection), { recursive: true })
    await fs.copyFile(from, path.join(localStore(collection), name), fs.constants.COPYFILE_EXCL)
    return
  }
  await s3.client.send(
    new PutObjectCommand({ Bucket: s3.bucket, Key: objectKey(collection, name), Body: await fs.readFile(from) }),
  )
}
