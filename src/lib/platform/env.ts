/*
 * src/lib/platform: what every part runs on: configuration (this file), Payload and the database
 * (payload, prepare, sqlite-writes, relation), Redis and the cache of queries (redis, cache), the
 * job runner (job-runner), logs (log) and mail (mail, staff-mail).
 */
import path from 'node:path'

import { env } from '../server/env.mjs'
import { payloadSecretIn } from '../server/payload-secret.mjs'

/** Every environment variable the platform reads, with its default: lib/server/env.mjs, which the HTTP server reads too. */
export { env } from '../server/env.mjs'
export type { S3Settings } from '../server/env.mjs'

export const uploadsDir = (collection: string) => path.join(env.dataDir, 'uploads', collection)

export const sqliteFile = () => path.join(env.dataDir, 'school.db')

export const backupsDir = () => path.join(env.dataDir, 'backups')

/**
 * PAYLOAD_SECRET signs sessions; without it, one generated once into DATA_DIR (lib/server/payload-secret.mjs,
 * which the HTTP server reads too, to check sessions' signatures).
 */
export const payloadSecret = (): string => payloadSecretIn(env.dataDir, env.payloadSecret)
