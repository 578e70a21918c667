import { revalidateTag } from 'next/cache'

import { cacheNamespace } from '../server/cache-namespace.mjs'
import { nextIncrementalCache, processWide } from '../server/process-wide.mjs'
import { env } from './env'
import { clearKeptPages } from '../server/kept-pages.mjs'
import { announceSave } from '../server/save-announcements.mjs'
import { logFailure } from './log'
import { redis } from './redis'

/**
 * The site reads the database through Next.js's data cache, and its pages are kept whole in
 * Next.js's page cache (the school's layout sets how long). Both are tagged per school: saving
 * any record in /admin clears its school's tags (collection hooks call invalidateSchool), so a
 * change shows at once while every other visit is answered from the cache.
 */
export const schoolTag = (schoolId: number | string) => `school:${schoolId}`
/** The school record itself is found by its code (the page's path), so that look-up is tagged by code. */
export const schoolCodeTag = (code: string) => `school-code:${code.toUpperCase()}`

/**
 * How long a cached answer may live if no hook clears it, in seconds. A save clears the caches
 * of every instance when they share Redis; with PostgreSQL and no Redis each instance keeps its
 * own, and the others catch up within 30 s.
 */
export const maxAge = () => (env.usesPostgres && !env.redisUrl ? 30 : 600)

/** Keys carry the database's identity, so two installations sharing one build never share answers. */
export const namespace = () => cacheNamespace()

function clear(tag: string) {
  // The HTTP server's copies of pages (lib/server/kept-pages.mjs) go with the tags: this
  // instance's here, the others' when they hear of it through Redis.
  clearKeptPages()
  const shared = redis()
  if (shared) void announceSave(shared, tag)
  try {
    // Within a request (a save in /admin): Next.js clears it once the request ends, once per tag
    // however many records the request changed.
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a request (a job of Payload's queue) Next.js offers no public call; its cache is
    // reached directly. Outside the Next.js server (the seed script, tests) there is none.
    nextIncrementalCache()
      ?.revalidateTag([tag], { expire: 0 })
      .catch(() => {})
  }
}

/**
 * A counter per school, raised by every save: caches outside Next.js's (the API's answers) put it
 * in their keys, so a save retires their entries at once. In Redis when instances share one, so a
 * save on one retires the others' entries too; else process-wide, because the admin's save and
 * the API's read run in different bundles of the same process.
 */
const generations = processWide('generations', () => new Map<string, number>())

const generationKey = (schoolId: number | string) => `${namespace()}:generation:${schoolId}`

export async function schoolGeneration(schoolId: number | string): Promise<number> {
  const shared = redis()
  if (!shared) return generations.get(String(schoolId)) ?? 0
  try {
    return Number(await (await shared).get(generationKey(schoolId))) || 0
  } catch {
    // Redis is away: a generation no kept answer has, so answers are built afresh meanwhile
    // rather than served from before a save another instance could not announce.
    return -Date.now()
  }
}

export async function invalidateSchool(schoolId: number | string | null | undefined): Promise<void> {
  if (schoolId == null) return
  // The data cache first: an API answer rebuilt in between must not read the old home data.
  clear(schoolTag(schoolId))
  const shared = redis()
  if (!shared) {
    generations.set(String(schoolId), (generations.get(String(schoolId)) ?? 0) + 1)
    return
  }
  try {
    await (await shared).incr(generationKey(schoolId))
  } catch (error) {
    // The save itself stands; other instances' API answers renew within maxAge.
    logFailure('cache: announcing a save in Redis', error)
  }
}

/** After a change to a school record: its pages under its code (and the code it had before). */
export const invalidateSchoolCode = (...codes: (string | null | undefined)[]) => {
  for (const code of new Set(codes)) if (code) clear(schoolCodeTag(code))
}
