import type { Endpoint, PayloadRequest } from 'payload'

import { isPlatformAdmin, isSchoolAdmin, schoolIdOf } from '@/access/roles'
import { rebuildState, startRebuild } from '@/lib/search/rebuild-job'
import type { RebuildScope } from '@/lib/search/rebuild-limit'
import { REBUILD_MESSAGES } from '@/lib/search/rebuild-messages'

import { jsonOnly } from './json-only'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/** Whose index the member may rebuild: a school admin their school's, a platform admin every school's. */
function scopeOf(req: PayloadRequest): RebuildScope | Response {
  const user = req.user
  const school = schoolIdOf(user)
  if (isPlatformAdmin(user)) return 'all'
  if (isSchoolAdmin(user) && school !== undefined) return Number(school)
  return Response.json(
    { error: 'Only a school admin or a platform admin may rebuild the search index.' },
    { status: user ? 403 : 401, headers: PRIVATE },
  )
}

/**
 * The site's search index made anew from the published content (lib/search/sync.ts), for the
 * dashboard's button. Saves keep the index current, so this is for after records came in from
 * outside or a search missed one.
 * - POST /cms-api/search-index/rebuild queues the rebuild as a job (lib/search/rebuild-job.ts)
 *   and answers 202 at once; 429 while one runs, or (with Retry-After) until
 *   REBUILD_INTERVAL_MINUTES have passed since the last began.
 * - GET /cms-api/search-index/rebuild: how the newest rebuild stands (running, done, failed),
 *   with the words the dashboard shows.
 */
export const searchIndexEndpoints: Endpoint[] = [
  jsonOnly({
    path: '/search-index/rebuild',
    method: 'post',
    handler: async (req) => {
      const scope = scopeOf(req)
      if (scope instanceof Response) return scope
      const refused = await startRebuild(req.payload, scope)
      if (refused)
        return Response.json(
          { error: refused.error },
          {
            status: 429,
            headers: refused.retryAfter ? { ...PRIVATE, 'Retry-After': String(refused.retryAfter) } : PRIVATE,
          },
        )
      return Response.json({ state: 'running', message: REBUILD_MESSAGES.started }, { status: 202, headers: PRIVATE })
    },
  }),
  {
    path: '/search-index/rebuild',
    method: 'get',
    handler: async (req) => {
      const scope = scopeOf(req)
      if (scope instanceof Response) return scope
      return Response.json(await rebuildState(req.payload, scope), { headers: PRIVATE })
    },
  },
]
