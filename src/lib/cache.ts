import { createHash } from 'node:crypto'

import { revalidateTag, unstable_cache } from 'next/cache'

import { env, sqliteFile } from './env'

/**
 * The site reads the database through Next.js's data cache, tagged per school; saving any record
 * in /admin clears its school's tag (collection hooks call invalidateSchool), so a change shows
 * within seconds while every other visit is served from the cache.
 */
export const schoolTag = (schoolId: number | string) => `school:${schoolId}`
export const SCHOOLS_TAG = 'schools'

/**
 * How long a cached answer may live if no hook clears it, in seconds. Each app instance keeps its
 * own cache and a save clears only the cache of the instance that handled it, so with PostgreSQL
 * (several instances) the other instances catch up within 30 s.
 */
const maxAge = () => (env.usesPostgres ? 30 : 600)

/** Keys carry the database's identity, so two installations sharing one build never share answers. */
const namespace = () =>
  createHash('sha256')
    .update(env.databaseUrl ?? sqliteFile())
    .digest('hex')
    .slice(0, 12)

export function cachedQuery<Args extends unknown[], Result>(
  name: string,
  fn: (...args: Args) => Promise<Result>,
  tags: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  return (...args: Args) =>
    unstable_cache(fn, [namespace(), name, JSON.stringify(args)], { tags: tags(...args), revalidate: maxAge() })(
      ...args,
    )
}

function clear(tag: string) {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside the Next.js server (the seed script, tests) there is no cache to clear.
  }
}

export const invalidateSchool = (schoolId: number | string | null | undefined) => {
  if (schoolId != null) clear(schoolTag(schoolId))
}

export const invalidateSchools = () => clear(SCHOOLS_TAG)
