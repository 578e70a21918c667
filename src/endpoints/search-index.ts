import type { Endpoint } from 'payload'

import { isPlatformAdmin, isSchoolAdmin, schoolIdOf } from '@/access/roles'
import { logFailure } from '@/lib/platform/log'
import { claimRebuild, REBUILD_WAIT_MESSAGE, releaseRebuild } from '@/lib/search/rebuild-limit'
import { rebuildAllSearchIndexes, rebuildSchoolIndex } from '@/lib/search/sync'

import { jsonOnly } from './json-only'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export const REBUILT_MESSAGE = (rows: number, records: number) =>
  `The search index was rebuilt: ${records} published record${records === 1 ? '' : 's'}, ${rows} entries in English and Malayalam.`

/**
 * POST /cms-api/search-index/rebuild: the site's search index made anew from the published
 * content (lib/search/sync.ts), for the dashboard's button. A school admin rebuilds their school's;
 * a platform admin every school's, each once in REBUILD_INTERVAL_MINUTES (429 with Retry-After
 * until then). Saves keep the index current, so this is for after records came in from outside
 * or a search missed one.
 */
export const searchIndexEndpoints: Endpoint[] = [
  jsonOnly({
    path: '/search-index/rebuild',
    method: 'post',
    handler: async (req) => {
      const user = req.user
      const school = schoolIdOf(user)
      if (!isPlatformAdmin(user) && !(isSchoolAdmin(user) && school !== undefined))
        return Response.json(
          { error: 'Only a school admin or a platform admin may rebuild the search index.' },
          { status: user ? 403 : 401, headers: PRIVATE },
        )
      const scope = isPlatformAdmin(user) ? 'all' : school!
      const wait = await claimRebuild(scope)
      if (wait !== null)
        return Response.json(
          { error: REBUILD_WAIT_MESSAGE(Math.ceil(wait / 60)) },
          { status: 429, headers: { ...PRIVATE, 'Retry-After': String(wait) } },
        )
      try {
        const { rows, records } =
          scope === 'all' ? await rebuildAllSearchIndexes(req.payload) : await rebuildSchoolIndex(req.payload, scope)
        return Response.json({ message: REBUILT_MESSAGE(rows, records), rows, records }, { headers: PRIVATE })
      } catch (error) {
        await releaseRebuild(scope)
        logFailure('search index rebuild', error)
        return Response.json(
          { error: 'The search index could not be rebuilt. Please try again in a minute.' },
          { status: 500, headers: PRIVATE },
        )
      }
    },
  }),
]
