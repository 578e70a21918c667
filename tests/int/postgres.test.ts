import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedSchool } from '@/seed'

import { freshPayload } from '../helpers/payload'
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

  it('seeds nothing twice', async () => {
    const before = (await payload.count({ collection: 'media' })).totalDocs
    expect((await seedSchool(payload, { demo: true })).created).toBe(false)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })
})
