import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { checkDisclosures, DISCLOSURE_CHECK_TASK } from '@/jobs/disclosure-files'
import { completeness } from '@/lib/disclosure/completeness'
import { dashboardFigures } from '@/lib/office/office-dashboard'
import type { Disclosure } from '@/payload-types'
import { samplePdf } from '@/seed/images'

import { localServer } from '../helpers/local-server'
import { freshPayload, staffUser, type StaffUser } from '../helpers/payload'

/**
 * The nightly check of the mandatory disclosure's files and links on the real database, file store
 * and a link server of the test's own; what it finds on the dashboard and in the completeness
 * score; the office's fix clearing it.
 */
let payload: Payload
let cleanup: () => Promise<void>
let dataDir: string
let server: Awaited<ReturnType<typeof localServer>>
let admin: StaffUser
let school: number
const here = { allow: ['127.0.0.1/32'] }

beforeAll(async () => {
  ;({ payload, cleanup, dataDir } = await freshPayload())
  server = await localServer((req, res) => {
    const found = req.url === '/video' || req.url === '/saras.pdf'
    res.writeHead(found ? 200 : 404).end()
  })
  school = (await payload.find({ collection: 'schools', limit: 1 })).docs[0].id
  admin = await staffUser(payload, { role: 'school-admin', school, email: 'disclosure-admin@example.org' })
})

afterAll(async () => {
  await server?.close()
  await cleanup?.()
})

const disclosure = async () =>
  (await payload.find({ collection: 'disclosures', where: { school: { equals: school } }, depth: 1 })).docs[0]

it('finds the file that was lost and the dead link, keeps them on the record for the dashboard, and lets a fix clear them', async () => {
  const d = await disclosure()
  const row = d.documents!.find((r) => r.file && typeof r.file === 'object')!
  await payload.update({
    collection: 'disclosures',
    id: d.id,
    data: { inspectionVideoUrl: `${server.base}/missing-video` },
  })
  // The office's change of a link books a check of its school's disclosure.
  const queued = await payload.count({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: DISCLOSURE_CHECK_TASK } },
  })
  expect(queued.totalDocs).toBeGreaterThanOrEqual(1)

  fs.rmSync(path.join(dataDir, 'uploads', 'media', (row.file as { filename: string }).filename))
  const found = await checkDisclosures(payload, here)
  expect(found[school]).toEqual([
    expect.objectContaining({
      place: 'documents',
      label: row.label,
      message: 'The uploaded file is gone from the store: upload it again.',
    }),
    expect.objectContaining({
      place: 'inspectionVideoUrl',
      url: `${server.base}/missing-video`,
      message: expect.stringContaining('404'),
    }),
  ])
  const { docs: audits } = await payload.find({
    collection: 'audit-log',
    where: { action: { equals: 'disclosure-files' } },
  })
  expect(audits[0].detail).toContain(row.label)

  // An office save sends back what its form loaded; the check's findings stay the check's.
  await payload.update({
    collection: 'disclosures',
    id: d.id,
    data: { linkCheck: null, title: 'Mandatory Public Disclosure' },
  })
  const kept = await disclosure()
  expect((kept.linkCheck as { problems: unknown[] }).problems).toHaveLength(2)

  const figures = await dashboardFigures(payload, admin)
  expect(figures.disclosures).toHaveLength(1)
  expect(figures.disclosures[0].problems.map((p) => p.label)).toEqual([row.label, 'Inspection video'])
  expect(figures.disclosures[0].linkedFromHome).toBe(true)
  const missing = figures.disclosures[0].missing.map((m) => m.code)
  expect(missing).toEqual(expect.arrayContaining(['C6', 'C7', 'E7']))

  // The fix: the video's right address, the document uploaded again.
  const pdf = samplePdf('Fire safety certificate', ['Valid until 2028'])
  const media = await payload.create({
    collection: 'media',
    data: { school },
    file: { data: pdf, mimetype: 'application/pdf', name: 'fire.pdf', size: pdf.length },
  })
  await payload.update({
    collection: 'disclosures',
    id: d.id,
    data: {
      inspectionVideoUrl: `${server.base}/video`,
      documents: kept.documents!.map((r) =>
        r.id === row.id ? { ...r, file: media.id } : { ...r, file: (r.file as { id: number } | null)?.id ?? null },
      ),
    },
  })
  // Before the next check the old findings no longer stand against the changed rows.
  expect((await dashboardFigures(payload, admin)).disclosures[0].problems).toEqual([])
  expect((await checkDisclosures(payload, { ...here, school }))[school]).toEqual([])
})

it('scores the disclosure against Appendix IX: 100 % with three years of each result and the items that do not apply marked', async () => {
  const d = (await disclosure()) as Disclosure
  const before = completeness(d)
  expect(before.score).toBeLessThan(100)
  const years = (from: number) => [0, 1, 2].map((i) => ({ year: from - i, registered: 40, passed: 39 }))
  await payload.update({
    collection: 'disclosures',
    id: d.id,
    data: { results: years(2026), resultsClassX: years(2026), notApplicable: ['B2', 'B3'] },
  })
  const after = completeness(await disclosure())
  expect(after.missing).toEqual([])
  expect(after.score).toBe(100)
  expect(after.total).toBe(before.total - 2)
})
