import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dashboardFigures } from '@/lib/office/office-dashboard'
import { seedSchool } from '@/seed'

import { freshPayload, twoSchoolsWithStaff } from '../helpers/payload'
import { startPostgres } from '../helpers/postgres'
import { sideTablesWithoutParentIndex } from '../helpers/side-tables'

/** The committed PostgreSQL migrations and the seed, against a real PostgreSQL server. */
let payload: Payload
let cleanup: () => Promise<void>
let pg: Awaited<ReturnType<typeof startPostgres>>

beforeAll(async () => {
  pg = await startPostgres()
  ;({ payload, cleanup } = await freshPayload({ databaseUrl: pg.url, demo: true }))
}, 240_000)

afterAll(async () => {
  await cleanup?.()
  pg?.stop()
})

describe('on PostgreSQL', () => {
  it('runs the migrations and seeds the school', async () => {
    expect(payload.db.name).toBe('postgres')
    const school = (await payload.find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } })).docs[0]
    expect(school.name).toBeTruthy()
    expect((await payload.count({ collection: 'faculty' })).totalDocs).toBe(46)
    expect((await payload.count({ collection: 'trust-members' })).totalDocs).toBe(6)
    expect((await payload.count({ collection: 'news' })).totalDocs).toBeGreaterThan(0)
  })

  it('hides drafts and submissions from visitors', async () => {
    const school = (await payload.find({ collection: 'schools' })).docs[0].id
    await payload.create({
      collection: 'news',
      draft: true,
      data: { school, title: 'PG draft', fromDate: '2026-03-01T00:00:00Z', _status: 'draft' },
    })
    const visible = await payload.find({ collection: 'news', overrideAccess: false, limit: 100 })
    expect(visible.docs.map((d) => d.title)).not.toContain('PG draft')
    await expect(payload.find({ collection: 'career-applications', overrideAccess: false })).rejects.toThrow(
      /not allowed/i,
    )
  })

  it("finds a record's rows in each language and its lists of words by an index", async () => {
    expect(await sideTablesWithoutParentIndex(payload)).toEqual([])
  })

  it("lists a school's scheduled publications by who made them (a JSON path of the queue)", async () => {
    const { adminA, adminB } = await twoSchoolsWithStaff(payload, 'PGTWO')
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000)
    for (const [admin, title] of [
      [adminA, 'PG scheduled A'],
      [adminB, 'PG scheduled B'],
    ] as const) {
      const draft = await payload.create({
        collection: 'news',
        draft: true,
        data: { title, fromDate: '2026-03-01T00:00:00Z', _status: 'draft' },
        overrideAccess: false,
        user: admin,
      })
      await payload.jobs.queue({
        task: 'schedulePublish',
        waitUntil: later,
        input: {
          type: 'publish',
          doc: { relationTo: 'news', value: draft.id },
          user: { relationTo: 'users', value: admin.id },
        },
      })
    }
    expect((await dashboardFigures(payload, adminA)).scheduled.map((s) => s.title)).toEqual(['PG scheduled A'])
  })

  it('seeds nothing twice', async () => {
    const before = (await payload.count({ collection: 'media' })).totalDocs
    expect((await seedSchool(payload, { demo: true })).created).toBe(false)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })
})
