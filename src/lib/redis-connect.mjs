import { createClient } from 'redis'

/**
 * A connected Redis client that waits and retries while Redis is away (requests are delayed, not
 * failed) and reports an outage at most once a minute. Plain JavaScript because Next.js loads the
 * cache handler (next-cache-handler.mjs) as is; lib/redis.ts uses it too.
 * @param {string} url @param {string} label what the log line names
 */
export async function connectRedis(url, label) {
  const client = createClient({ url, socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 2000) } })
  let lastLogged = 0
  // Without a listener node-redis throws connection errors at the process.
  client.on('error', (/** @type {Error} */ error) => {
    if (Date.now() - lastLogged < 60_000) return
    lastLogged = Date.now()
    console.error(`[${label}] Redis: ${error.message}`)
  })
  await client.connect()
  return client
}
