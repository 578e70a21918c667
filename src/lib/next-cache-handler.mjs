import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

import { cacheNamespace } from './cache-namespace.mjs'

/**
 * Next.js's page and data cache in Redis (next.config.ts names this file when REDIS_URL is set):
 * every instance reads the pages any of them rendered, and a save that clears a school's tags on
 * one clears them for all.
 */
CacheHandler.onCreation(async () => {
  const client = createClient({
    url: process.env.REDIS_URL,
    socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 2000) },
  })
  let lastLogged = 0
  client.on('error', (error) => {
    if (Date.now() - lastLogged < 60_000) return
    lastLogged = Date.now()
    console.error(`[cache] Redis: ${error.message}`)
  })
  await client.connect()
  return {
    handlers: [
      createRedisHandler({
        client,
        keyPrefix: `${cacheNamespace()}:next:`,
        sharedTagsKey: '__sharedTags__',
        sharedTagsTtlKey: '__sharedTagsTtl__',
      }),
    ],
  }
})

export default CacheHandler
