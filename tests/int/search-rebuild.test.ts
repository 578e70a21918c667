import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cmsApi } from '../helpers/cms-api'
import { freshPayload, twoSchoolsWithStaff, type StaffUser } from '../helpers/payload'

/**
 * Issue 47: the dashboard's "Rebuild the search index" reads every published record of a school
 * (every school's, for a platform admin) and writes the index anew, as often as it is asked. Each
 * school's rebuild, and the rebuild of every school, may run once in REBUILD_INTERVAL_MINUTES.
 */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>
let adminA: StaffUser
let adminB: StaffUser
let root: StaffUser

beforeAll(async () => {
  ;({ payload, dataDir, cleanup } = await freshPayload())
  ;({ adminA, adminB, root } = await twoSchoolsWithStaff(payload, 'REBLDB'))
})

afterAll(async () => cleanup?.())

/** POST /cms-api/search-index/rebuild, as `user`. */
async function rebuild(user: StaffUser) {
  const answer = await cmsApi({ payload, dataDir }, user, 'POST', '/search-index/rebuild', {})
  return {
    status: answer.status,
    retryAfter: answer.headers.get('Retry-After'),
    body: (await answer.json()) as { message?: string; error?: string },
  }
}

describe('the search index rebuild', () => {
  it("runs once in ten minutes for a school, saying when it may run again; another school's is apart", async () => {
    expect((await rebuild(adminA)).status).toBeLessThan(300)
    const again = await rebuild(adminA)
    expect(again.status).toBe(429)
    expect(again.body.error).toMatch(
      /^The search index was rebuilt a short while ago; it may be rebuilt again in 10 minutes\.$/,
    )
    expect(Number(again.retryAfter)).toBeGreaterThan(9 * 60)
    expect(Number(again.retryAfter)).toBeLessThanOrEqual(10 * 60)
    expect((await rebuild(adminB)).status).toBeLessThan(300)
  })

  it("runs every school's once in ten minutes for a platform admin", async () => {
    expect((await rebuild(root)).status).toBeLessThan(300)
    const again = await rebuild(root)
    expect(again.status).toBe(429)
    expect(again.body.error).toMatch(/it may be rebuilt again in 10 minutes\.$/)
  })
})
