import { unstable_cache } from 'next/cache'

import { maxAge, namespace } from '@/lib/platform/cache'
import { previewerFor, readAsPreviewer } from '@/lib/preview/session'

// The read side of the caches: apart from lib/platform/cache.ts (what a save clears), which the
// collections' hooks import, so that the Payload config does not reach the preview session and
// through it the Payload client built from that very config.

/**
 * A query of the public site, kept in Next.js's data cache. The site's queries take the school's
 * id first: when a member of that school previews its drafts (lib/preview/session.ts), the query
 * runs afresh as that member and nothing is kept, so a draft never reaches a cache.
 */
export function cachedQuery<Args extends unknown[], Result>(
  name: string,
  fn: (...args: Args) => Promise<Result>,
  tags: (first: NoInfer<Args[0]>) => string[],
  /** Seconds it is kept at most, for what changes with the clock or without a save; the site's own by default. */
  revalidate?: number,
): (...args: Args) => Promise<Result> {
  return async (...args: Args) => {
    const previewer = typeof args[0] === 'number' ? await previewerFor(args[0]) : null
    if (previewer) return readAsPreviewer(previewer, () => fn(...args))
    return unstable_cache(fn, [namespace(), name, JSON.stringify(args)], {
      tags: tags(args[0]),
      revalidate: Math.min(revalidate ?? Infinity, maxAge()),
    })(...args)
  }
}
