import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkDisclosures } from '@/jobs/disclosure-files'
import { dashboardFigures } from '@/lib/office/office-dashboard'
import { storePrivacyRequest } from '@/lib/privacy/requests'
import type { School } from '@/payload-types'
import { seedSchool } from '@/seed'

import { localServer } from '../helpers/local-server'

import { freshPayload, staffUser, twoSchoolsWithStaff } from '../helpers/payload'
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

  it('keeps the law kit’s records: privacy requests numbered at once, the disclosure’s check, a breach and who opened it', async () => {
    const school = (await payload.find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } }))
      .docs[0] as School
    const asking = {
      kind: 'access' as const,
      name: 'Mary Thomas',
      email: 'mary.thomas@example.org',
      about: 'self' as const,
      phone: undefined,
      childName: undefined,
      details: 'What do you hold about me?',
      declaration: true as const,
    }
    const stored = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => storePrivacyRequest(payload, school, asking, { key: `pg-pr-${i}`, language: 'en' })),
    )
    expect(stored.map((r) => r.number?.slice(-4)).sort()).toEqual(['0001', '0002', '0003', '0004', '0005'])

    const server = await localServer((_req, res) => void res.writeHead(404).end())
    try {
      const d = (await payload.find({ collection: 'disclosures', where: { school: { equals: school.id } } })).docs[0]
      await payload.update({ collection: 'disclosures', id: d.id, data: { inspectionVideoUrl: `${server.base}/gone` } })
      const found = await checkDisclosures(payload, { school: school.id, allow: ['127.0.0.1/32'] })
      expect(found[school.id]).toEqual([
        expect.objectContaining({ place: 'inspectionVideoUrl', url: `${server.base}/gone` }),
      ])
    } finally {
      await server.close()
    }

    const adminA = await staffUser(payload, { email: 'pg-law@example.org', role: 'school-admin', school: school.id })
    const breach = await payload.create({
      collection: 'breaches',
      data: {
        title: 'Laptop stolen',
        description: 'The office laptop.',
        foundAt: new Date().toISOString(),
        status: 'open',
        school: school.id,
      },
    })
    await payload.findByID({ collection: 'breaches', id: breach.id, overrideAccess: false, user: adminA })
    const figures = await dashboardFigures(payload, adminA)
    expect(figures.breaches.map((b) => b.title)).toEqual(['Laptop stolen'])
    const opened = await payload.find({ collection: 'access-log', where: { record: { like: 'breaches' } } })
    expect(opened.totalDocs).toBe(1)
  })

  it('seeds nothing twice', async () => {
    const before = (await payload.count({ collection: 'media' })).totalDocs
    expect((await seedSchool(payload, { demo: true })).created).toBe(false)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })
})
