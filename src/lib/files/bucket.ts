import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'

import { env, uploadsDir, type S3Settings } from '@/lib/env'

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
export function bucketStorage() {
  const settings = env.s3
  return s3Storage({
    enabled: Boolean(settings),
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    config: settings ? s3ClientConfig(settings) : {},
    collections: {
      media: { prefix: BUCKET_PREFIXES.media },
      'private-files': { prefix: BUCKET_PREFIXES['private-files'] },
    },
  })
}
