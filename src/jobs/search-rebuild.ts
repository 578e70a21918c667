import type { TaskConfig } from 'payload'

import { logFailure } from '@/lib/platform/log'
import { keepResult, SEARCH_REBUILD_TASK, signOfLife, type RebuildOutput } from '@/lib/search/rebuild-job'
import { releaseRebuild } from '@/lib/search/rebuild-limit'
import { rebuildAllSearchIndexes, rebuildSchoolIndex } from '@/lib/search/sync'

/**
 * The dashboard's rebuild of the search index (lib/search/rebuild-job.ts): one school's, or
 * (`school` empty, a platform admin's) every school's, one after another. A rebuild that fails
 * gives its turn back, so that the office may try again at once. Its result is kept for the
 * dashboard (keepResult): Payload deletes the job once it is done.
 */
export const searchRebuildTask: TaskConfig<{ input: { school?: number | null }; output: RebuildOutput }> = {
  slug: SEARCH_REBUILD_TASK,
  label: 'Rebuild the search index',
  inputSchema: [{ name: 'school', type: 'number' }],
  retries: 0,
  handler: async ({ input, job, req }) => {
    const scope = input.school ?? 'all'
    try {
      const output =
        scope === 'all'
          ? await rebuildAllSearchIndexes(req.payload, () => signOfLife(req.payload, job.id))
          : { schools: 1, ...(await rebuildSchoolIndex(req.payload, scope)) }
      await keepResult(req.payload, scope, { ok: true, ...output })
      return { output }
    } catch (error) {
      await keepResult(req.payload, scope, { ok: false })
      await releaseRebuild(scope)
      logFailure('search index rebuild', error)
      throw error
    }
  },
}
