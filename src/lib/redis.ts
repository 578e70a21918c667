import { createClient } from 'redis'

import { env } from './env'

export type Redis = ReturnType<typeof createClient>

type Shared = { client?: Promise<Redis> }
// One connection per process: the admin's saves, the API and the proxy run in different bundles.
const shared = ((globalThis as Record<symbol, unknown>)[Symbol.for('school-website.redis')] ??= {}) as Shared

/**
 * The Redis connection shared by the app's instances, or null when REDIS_URL is not set (one
 * process keeps everything in memory). Commands wait while it reconnects, so a Redis restart
 * delays requests instead of failing them.
 */
export function redis(): Promise<Redis> | null {
  const url = env.redisUrl
  if (!url) return null
  shared.client ??= (async () => {
    const client = createClient({ url, socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 2000) } })
    // Without a listener node-redis throws connection errors at the process; they are retried.
    client.on('error', (error: Error) => logRedisError(error))
    await client.connect()
    return client
  })()
  return shared.client
}

let lastLogged = 0
function logRedisError(error: Error) {
  // A Redis outage reports every retry; once a minute is enough for the log.
  if (Date.now() - lastLogged < 60_000) return
  lastLogged = Date.now()
  console.error(`[redis] ${error.message}`)
}
