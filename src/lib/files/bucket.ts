import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionBeforeOperationHook, Plugin } from 'payload'

import { env, uploadsDir, type S3Settings } from '@/lib/platform/env'

/** Where each upload collection keeps its files inside the bucket. */
export const BUCKET_PREFIXES = { media: 'media', 'private-files': 'private' } as const
export type StoredCollection = keyof typeof BUCKET_PREFIXES

/** Without a bucket: the folder under DATA_DIR/uploads, named as the prefix. */
export const localStore = (collection: StoredCollection) => uploadsDir(BUCKET_PREFIXES[collection])

export const objectKey = (collection: StoredCollection, filename: string) =>
  `${BUCKET_PREFIXES[collection]}/${filename}`

export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // The checksums newer SDKs add to every request are not understood by every S3-compatible
    // server (older MinIO, Ceph, s3rver); sent only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

/**
 * Payload's S3 storage for the media library and the private files (CVs, certificates) when
 * S3_BUCKET is set. Its `prefix` field is always in the schema, so one set of migrations serves
 * installations with and without a bucket. Nothing is made public in the bucket: the site serves
 * every file through its own checks (/api/image, the certificate link, the admin).
 */
export function bucketStorage(): Plugin {
  const settings = env.s3
  const storage = s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    config: settings ? s3ClientConfig(settings) : {},
    collections: {
      media: { prefix: BUCKET_PREFIXES.media },
      'private-files': { prefix: BUCKET_PREFIXES['private-files'] },
    },
  })
  return (config) =>
    storage({
      ...config,
      collections: config.collections?.map((collection) =>
        collection.slug in BUCKET_PREFIXES
          ? {
              ...collection,
              hooks: {
                ...collection.hooks,
                beforeOperation: [
                  ...(collection.hooks?.beforeOperation ?? []),
                  inOwnFolder(collection.slug as StoredCollection),
                ],
              },
            }
          : collection,
      ),
    })
}

/**
 * Every file of a collection sits at `<its prefix>/<filename>`, whoever saves the record. The
 * plugin reads, serves and deletes the object at the record's `prefix` and `_objectKey`: Payload
 * drops both from a staff member's save without a file, but an upload (new or replacing a file)
 * kept the prefix it was sent with: "private" put it under media/private, where the site's own
 * readers (object-store.ts) do not look, and "/media" named the same folder as "media" while
 * Payload's check for a name already taken looked under "/media" (only the database's unique
 * file name then stopped it overwriting another school's file). Set here, before Payload names
 * and writes the file, so that check looks where the file goes.
 */
const inOwnFolder = (collection: StoredCollection): CollectionBeforeOperationHook =>
  function keepInOwnFolder({ args, operation }) {
    const data = (args as { data?: unknown }).data
    if ((operation === 'create' || operation === 'update') && data && typeof data === 'object') {
      Object.assign(data, { prefix: BUCKET_PREFIXES[collection] })
      delete (data as { _objectKey?: unknown })._objectKey
    }
    return args
  }
