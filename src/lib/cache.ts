import { revalidateTag, unstable_cache } from 'next/cache'

/**
 * The site reads the database through Next.js's data cache, tagged per school; saving any record
 * in /admin clears its school's tag (collection hooks call invalidateSchool), so a change shows
 * within seconds while every other visit is served from the cache.
 */
export const schoolTag = (schoolId: number | string) => `school:${schoolId}`
export const SCHOOLS_TAG = 'schools'

/** How long a cached answer may live even if no hook clears it (a safety net, in seconds). */
const MAX_AGE = 600

export function cachedQuery<Args extends unknown[], Result>(
  name: string,
  fn: (...args: Args) => Promise<Result>,
  tags: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  return (...args: Args) =>
    unstable_cache(fn, [name, JSON.stringify(args)], { tags: tags(...args), revalidate: MAX_AGE })(...args)
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
