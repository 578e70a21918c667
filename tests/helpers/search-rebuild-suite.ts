import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { rebuildQueue } from '@/lib/search/rebuild-job'
import { REBUILD_MESSAGES, type RebuildState } from '@/lib/search/rebuild-messages'
import { connectionOf, storeOf } from '@/lib/search/store'

import { cmsApi } from './cms-api'
import { twoSchoolsWithStaff, type StaffUser } from './payload'

/**
 * Issue 47: the dashboard's "Rebuild the search index" read every published record of a school
 * (every school's, one after another, for a platform admin) inside the request, as often as it was
 * asked. It is a job of Payload's jobs queue now: the request answers 202 at once and the
 * dashboard asks how it stands; each school's rebuild, and the rebuild of every school, runs one
 * at a time and once in REBUILD_INTERVAL_MINUTES. The same cases on SQLite and PostgreSQL.
 */
export function searchRebuildSuite(context: () => { payload: Payload; dataDir: string }) {
  let payload: Payload
  let dataDir: string
  let schoolB: number
  let adminA: StaffUser
  let adminB: StaffUser
  let root: StaffUser

  /** POST /cms-api/search-index/rebuild, as `user`. */
  async function rebuild(user: StaffUser) {
    const answer = await cmsApi({ payload, dataDir }, user, 'POST', '/search-index/rebuild', {})
    return {
      status: answer.status,
      retryAfter: answer.headers.get('Retry-After'),
      body: (await answer.json()) as RebuildState & { error?: string },
    }
  }

  /** How the user's newest rebuild stands, asked as the dashboard does until it is no longer running. */
  async function outcome(user: StaffUser): Promise<RebuildState> {
    for (let tries = 0; tries < 200; tries++) {
      const state = (await (
        await cmsApi({ payload, dataDir }, user, 'GET', '/search-index/rebuild')
      ).json()) as RebuildState
      if (state.state !== 'running') return state
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('the rebuild did not end')
  }

  const REBUILT = /^The search index was rebuilt: \d+ published records, \d+ entries in English and Malayalam\.$/

  describe('the search index rebuild', () => {
    // Two schools with their admins, for every test below (set up once, not by a test).
    beforeAll(async () => {
      ;({ payload, dataDir } = context())
      ;({ schoolB, adminA, adminB, root } = await twoSchoolsWithStaff(payload, 'REBLDB'))
    })

    it("is a job: answered 202 at once, its result asked for; once in ten minutes, another school's apart", async () => {
      const started = await rebuild(adminA)
      expect(started).toMatchObject({ status: 202, body: { state: 'running', message: REBUILD_MESSAGES.started } })
      const done = await outcome(adminA)
      expect(done.state).toBe('done')
      expect(done.message).toMatch(REBUILT)

      const again = await rebuild(adminA)
      expect(again.status).toBe(429)
      expect(again.body.error).toBe(
        'The search index was rebuilt a short while ago; it may be rebuilt again in 10 minutes.',
      )
      expect(Number(again.retryAfter)).toBeGreaterThan(9 * 60)
      expect(Number(again.retryAfter)).toBeLessThanOrEqual(10 * 60)
      // Another school's admin rebuilds theirs meanwhile.
      expect((await rebuild(adminB)).status).toBe(202)
      expect((await outcome(adminB)).state).toBe('done')
    })

    it("rebuilds every school, one after another, in a platform admin's job", async () => {
      expect((await rebuild(root)).status).toBe(202)
      const done = await outcome(root)
      expect(done).toMatchObject({ state: 'done', message: expect.stringMatching(REBUILT) })
      // Its job ran every school's rebuild, and kept how many (Payload deleted the job when it was done).
      const store = await storeOf(payload)
      const kept = JSON.parse((await store.state(await connectionOf(payload), 'rebuild:all'))!) as { schools: number }
      expect(kept.schools).toBe((await payload.count({ collection: 'schools' })).totalDocs)
      const jobs = await payload.count({
        collection: 'payload-jobs',
        where: { queue: { equals: rebuildQueue('all') } },
      })
      expect(jobs.totalDocs).toBe(0)
      expect((await rebuild(root)).body.error).toMatch(/it may be rebuilt again in 10 minutes\.$/)
    })

    it('runs one at a time for a school: while a rebuild runs, another is refused', async () => {
      // A school whose rebuild is still running (as a job taken up and not yet done).
      await payload.jobs.queue({ task: 'searchRebuild', queue: rebuildQueue(schoolB), input: { school: schoolB } })
      const refused = await rebuild(adminB)
      expect(refused).toMatchObject({ status: 429, body: { error: REBUILD_MESSAGES.running } })
      expect(refused.retryAfter).toBeNull()
    })
  })
}
