import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { redis } from '../platform/redis'
import { cacheNamespace } from '../server/cache-namespace.mjs'

/**
 * How often the dashboard may rebuild a school's index, and every school's: a rebuild reads all of
 * a school's published records and writes its rows anew, which an admin pressing the button again
 * and again (or a script with an admin's token) would otherwise repeat without end. Saves keep the
 * index current; the button is for after records came in from outside.
 */
export const REBUILD_INTERVAL_MINUTES = 10

export const REBUILD_WAIT_MESSAGE = (minutes: number) =>
  `The search index was rebuilt a short while ago; it may be rebuilt again in ${minutes} minute${minutes === 1 ? '' : 's'}.`

/** A school's rebuild (its id), or every school's. */
export type RebuildScope = number | 'all'

const DURATION_SECONDS = REBUILD_INTERVAL_MINUTES * 60
let limiter: Promise<RateLimiterAbstract> | undefined

/** One start per scope in the interval, counted for every instance together when they share Redis. */
function rebuildLimiter(): Promise<RateLimiterAbstract> {
  limiter ??= (async () => {
    const keyPrefix = `${cacheNamespace()}:search-rebuild`
    const memory = new RateLimiterMemory({ keyPrefix, points: 1, duration: DURATION_SECONDS })
    const connecting = redis()
    if (!connecting) return memory
    // While Redis is away each instance counts by itself, rather than refusing or waiting.
    return new RateLimiterRedis({
      storeClient: await connecting,
      useRedisPackage: true,
      keyPrefix,
      points: 1,
      duration: DURATION_SECONDS,
      insuranceLimiter: memory,
    })
  })()
  return limiter
}

/** Claims the next rebuild of `scope`: null when it may run now, else the seconds until it may. */
export async function claimRebuild(scope: RebuildScope): Promise<number | null> {
  try {
    await (await rebuildLimiter()).consume(String(scope))
    return null
  } catch (refused) {
    if (refused instanceof RateLimiterRes) return Math.max(1, Math.ceil(refused.msBeforeNext / 1000))
    throw refused
  }
}

/** A rebuild that failed gives its claim back, so that the office may try again at once. */
export async function releaseRebuild(scope: RebuildScope): Promise<void> {
  await (await rebuildLimiter()).delete(String(scope))
}
