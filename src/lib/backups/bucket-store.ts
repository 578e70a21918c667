import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'

import { bucketClient, isMissing } from '@/lib/files/object-store'
import { env, type S3Settings } from '@/lib/platform/env'

import { archiveTime, type BackupSummary } from './archive'
import { keysUnder, uploadFile, type Bucket } from './bucket-objects'
import type { BackupStore, Failure, Listed } from './store'

/** The bucket's folder of archives, and how `npm run restore` names one of them. */
export const BUCKET_BACKUPS = 'backups/'
export const IN_BUCKET = 's3:'

export const PUBLIC_BUCKET = (bucket: string) =>
  `Anyone can read the bucket ${bucket} without signing in: the backup was deleted from it again. ` +
  'Make the bucket private (no public-read policy or ACL) and back up again.'

const LAST_FAILURE = `${BUCKET_BACKUPS}last-failure.json`

/** The object's address as a browser would ask for it, without signing the request. */
function publicUrl(settings: S3Settings, key: string): string {
  const encoded = key.split('/').map(encodeURIComponent).join('/')
  if (!settings.endpoint) return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com/${encoded}`
  const endpoint = new URL(settings.endpoint)
  const base = endpoint.href.replace(/\/$/, '')
  if (settings.forcePathStyle) return `${base}/${settings.bucket}/${encoded}`
  return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}/${encoded}`
}

/**
 * Whether anyone may read the object without credentials. Objects are written without an ACL,
 * as the uploads are (a bucket with ACLs disabled, AWS's default, refuses any other than its
 * owner's), so a bucket policy or default ACL could still make them public: asked, not assumed.
 */
async function readableByAnyone(settings: S3Settings, key: string): Promise<boolean> {
  const answer = await fetch(publicUrl(settings, key), { method: 'HEAD' }).catch(() => null)
  return Boolean(answer?.ok)
}

async function readJson<T>({ client, bucket }: Bucket, key: string): Promise<T | null> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
    return JSON.parse(await object.Body!.transformToString()) as T
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/** The archives in the bucket under backups/ (never public: see readableByAnyone). */
export function bucketStore(s3: Bucket, settings: S3Settings): BackupStore {
  const { client, bucket } = s3
  const where = `${IN_BUCKET}${BUCKET_BACKUPS}`
  const remove = async (name: string) => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${BUCKET_BACKUPS}${name}` }))
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: `${BUCKET_BACKUPS}${name}.json` }))
  }
  return {
    where,
    async list() {
      const listed: Listed[] = []
      for (const key of await keysUnder(s3, BUCKET_BACKUPS)) {
        const name = key.slice(BUCKET_BACKUPS.length)
        const createdAt = archiveTime(name)
        if (!createdAt) continue
        const summary = await readJson<BackupSummary>(s3, `${key}.json`)
        listed.push({ name, file: `${where}${name}`, createdAt, summary })
      }
      return listed
    },
    async keep(backup) {
      const key = `${BUCKET_BACKUPS}${backup.name}`
      const kept: BackupSummary = { ...backup, file: `${where}${backup.name}` }
      try {
        await uploadFile(s3, backup.file, key, 'application/octet-stream')
        if (await readableByAnyone(settings, key)) {
          await remove(backup.name)
          throw new Error(PUBLIC_BUCKET(bucket))
        }
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: `${key}.json`,
            Body: JSON.stringify(kept, null, 1),
            ContentType: 'application/json',
          }),
        )
      } finally {
        // The archive is not kept on the site's disk as well: the bucket is where backups are.
        await fs.rm(backup.file, { force: true })
        await fs.rm(`${backup.file}.json`, { force: true })
      }
      return kept
    },
    remove,
    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: `${BUCKET_BACKUPS}${name}` }))
        return { size: object.ContentLength ?? 0, body: object.Body as Readable }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    lastFailure: () => readJson<Failure>(s3, LAST_FAILURE),
    async setFailure(failure) {
      if (!failure) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: LAST_FAILURE }))
      else
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: LAST_FAILURE,
            Body: JSON.stringify(failure),
            ContentType: 'application/json',
          }),
        )
    },
  }
}

export const NOT_IN_BUCKET = (name: string) => `The bucket has no backup ${BUCKET_BACKUPS}${name} (S3_BUCKET).`

/**
 * Runs `open` on the archive `file` names: a path, or s3:backups/<name> in the bucket, copied
 * first beside DATA_DIR (a restore reads an archive twice, to check it and to unpack it) and
 * removed afterwards.
 */
export async function withArchive<T>(file: string, dataDir: string, open: (archive: string) => Promise<T>): Promise<T> {
  const where = `${IN_BUCKET}${BUCKET_BACKUPS}`
  if (!file.startsWith(where)) return open(file)
  const name = file.slice(where.length)
  const s3 = bucketClient()
  if (!s3) throw new Error(`${file} names the bucket's backups: set S3_BUCKET and its S3_… settings.`)
  const found = archiveTime(name) ? await bucketStore(s3, env.s3!).open(name) : null
  if (!found) throw new Error(NOT_IN_BUCKET(name))
  const local = `${path.resolve(dataDir)}.download-${name}`
  try {
    await pipeline(found.body, createWriteStream(local, { mode: 0o600 }))
    return await open(local)
  } finally {
    await fs.rm(local, { force: true })
  }
}
