import { env } from './env'
import { processWide } from '../server/process-wide.mjs'
import { connectRedis } from '../server/redis-connect.mjs'

export type Redis = Awaited<ReturnType<typeof connectRedis>>

type Shared = { client?: Promise<Redis> }
// One connection per process: the admin's saves, the API and the proxy run in different bundles.
const shared = processWide('redis', (): Shared => ({}))

/**
 * The Redis connection shared by the app's instances, or null when REDIS_URL is not set (one
 * process keeps everything in memory).
 */
export function redis(): Promise<Redis> | null {
  const url = env.redisUrl
  if (!url) return null
  shared.client ??= connectRedis(url, 'server')
  return shared.client
}
