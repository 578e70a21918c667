// @ts-check
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

import { cacheNamespace } from './cache-namespace.mjs'
import { env } from './env.mjs'
import { connectRedis } from './redis-connect.mjs'

/**
 * Next.js's page and data cache in Redis (next.config.ts names this file when REDIS_URL is set):
 * every instance reads the pages any of them rendered, and a save that clears a school's tags on
 * one clears them for all.
 */
CacheHandler.onCreation(async () => {
  const client = await connectRedis(/** @type {string} */ (env.redisUrl), 'cache')
  return {
    handlers: [
      createRedisHandler({
        // node-redis's client type for RESP 3 against the handler's for RESP 2; both speak the commands it uses.
        client: /** @type {import('redis').RedisClientType} */ (/** @type {unknown} */ (client)),
        keyPrefix: `${cacheNamespace()}:next:`,
        sharedTagsKey: '__sharedTags__',
        sharedTagsTtlKey: '__sharedTagsTtl__',
      }),
    ],
  }
})

export default CacheHandler
