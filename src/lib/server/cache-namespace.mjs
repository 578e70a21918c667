import { createHash } from 'node:crypto'
import path from 'node:path'

/**
 * The prefix of every cache key this installation writes: a hash of its database's address, so
 * two installations sharing one build or one Redis never read each other's entries. Plain
 * JavaScript because Next.js loads the Redis cache handler (src/lib/server/next-cache-handler.mjs) as is.
 */
export function cacheNamespace(variables = process.env) {
  const database =
    variables.DATABASE_URL ||
    path.join(path.resolve(/* turbopackIgnore: true */ variables.DATA_DIR || 'data'), 'school.db')
  return createHash('sha256').update(database).digest('hex').slice(0, 12)
}
