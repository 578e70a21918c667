// @ts-check
import { createClient } from 'redis'

/** How long a start waits for Redis before going on without it. */
const FIRST_CONNECTION_WAIT_MS = 2000

/**
 * A Redis client that reconnects by itself while Redis is away, and meanwhile fails each command
 * at once (no offline queue) so that callers fall back instead of waiting: pages render anew,
 * limits are counted in this process, API answers are built afresh. An outage is reported at
 * most once a minute. The first connection is awaited for a moment only, so an instance also
 * starts without Redis. Plain JavaScript because Next.js loads the cache handler (next-cache-handler.mjs) as is;
 * lib/platform/redis.ts uses it too.
 * @param {string} url
 * @param {string} label what the log line names
 */
export async function connectRedis(url, label) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 2000) },
  })
  let lastLogged = 0
  // Without a listener node-redis throws connection errors at the process.
  client.on('error', (/** @type {Error} */ error) => {
    if (Date.now() - lastLogged < 60_000) return
    lastLogged = Date.now()
    console.error(`[${label}] Redis: ${error.message}`)
  })
  const connecting = client.connect().catch(() => {})
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref())])
  return client
}
