// @ts-check
import { createHash } from 'node:crypto'
import path from 'node:path'

import { env } from './env.mjs'

/**
 * The prefix of every cache key this installation writes: a hash of its database's address, so
 * two installations sharing one build or one Redis never read each other's entries. Plain
 * JavaScript because Next.js loads the Redis cache handler (src/lib/server/next-cache-handler.mjs) as is.
 */
export function cacheNamespace() {
  const database = env.databaseUrl || path.join(env.dataDir, 'school.db')
  return createHash('sha256').update(database).digest('hex').slice(0, 12)
}
