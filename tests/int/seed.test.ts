import { plainText } from '@/lib/content/richtext'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedSchool } from '@/seed'
import { PAGES_ML, SCHOOL_ML } from '@/seed/malayalam'

import { freshPayload } from '../helpers/payload'

let payload: Payload
let cleanup: () => Promise<void>
let school: number

const COLLECTIONS = [
  'pages',
  'faculty',
  'trust-members',
  'disclosures',
  'news',
  'events',
  'gallery',
  'toppers',
  'videos',
  'media',
] as const

const counts = async () =>
  Object.fromEntries(
    await Promise.all(COLLECTIONS.map(async (c) => [c, (await payload.count({ collection: c })).totalDocs] as const)),
  )

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload({ demo: true, now: new Date('2026-11-22T08:00:00Z') }))
  school = (await payload.find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } })).docs[0].id
})
afterAll(async () => cleanup?.())

describe('the seeded school profile', () => {
  it('has the facts SPEC.md gives', async () => {
    const s = await payload.findByID({ collection: 'schools', id: school })
    expect(s).toMatchObject({ code: 'JRSBKL', foundedYear: 1908 })
    // SPEC §2's admission notice is the seeded session: Class 1 for 2025-26 closed, classes 2 to 7 in April.
    const { docs: sessions } = await payload.find({
      collection: 'admission-sessions',
      where: { school: { equals: school } },
    })
    expect(sessions.map((x) => x.year)).toEqual(['2025-26'])
    expect(plainText(sessions[0].notice)).toBe(
      'Admission notice Registration for admission to Class 1 for the academic year 2025-26 is closed. Registration for admission to classes 2 to 7 will be announced in April, subject to the availability of seats.',
    )
    expect(sessions[0].classes?.map((c) => [c.class, c.open])).toEqual(
      ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'].map((c) => [c, false]),
    )
    expect(s.seededAt).toBeTruthy()
    expect((await payload.count({ collection: 'trust-members' })).totalDocs).toBe(6)
    expect((await payload.count({ collection: 'faculty' })).totalDocs).toBe(46)
    const designations = new Set(
      (await payload.find({ collection: 'faculty', limit: 100 })).docs.map((f) => f.designation),
    )
    for (const d of [
      'Sr.Principal',
      'Principal',
      'Vice Principal',
      'TGT',
      'PRT',
      'PET',
      'Wellness Tr',
      'Sp.Educator',
    ]) {
      expect(designations).toContain(d)
    }
  })

  it('has one page record per SPEC route, with its figures', async () => {
    const { docs } = await payload.find({ collection: 'pages', limit: 100 })
    const byRoute = Object.fromEntries(docs.map((p) => [p.route, JSON.stringify(p)]))
    expect(Object.keys(byRoute)).toHaveLength(17)
    expect(byRoute.ComputerLab).toContain('42 computers')
    expect(byRoute.AtalTinkeringLab).toContain('12 March 2019')
    expect(byRoute.Pphelp).toContain('4 to 24 hours')
    expect(byRoute.Academics).toContain('Communicative English')
    expect(byRoute.Admission).toContain('watch this page and the school notice board')
  })

  it('has the disclosure tables with SPEC figures and a PDF behind every document', async () => {
    const d = (await payload.find({ collection: 'disclosures', depth: 1 })).docs[0]
    expect(d.results?.[0]).toMatchObject({ year: 2025, registered: 30, passed: 30 })
    expect(JSON.stringify(d.infrastructure)).toContain('9144')
    expect(JSON.stringify(d.staff)).toContain('49')
    expect(d.documents).toHaveLength(14)
    expect(d.academics).toHaveLength(5)
    for (const row of [...(d.documents ?? []), ...(d.academics ?? []), ...(d.sarasLinks ?? [])]) {
      expect(typeof row.file === 'object' && row.file?.mimeType).toBe('application/pdf')
    }
  })

  it('marks every demo record so staff can find them', async () => {
    const demoNews = await payload.count({ collection: 'news', where: { demo: { equals: true } } })
    expect(demoNews.totalDocs).toBe((await payload.count({ collection: 'news' })).totalDocs)
    expect(demoNews.totalDocs).toBeGreaterThan(0)
    const toppers = (await payload.find({ collection: 'toppers', limit: 100 })).docs
    expect(new Set(toppers.map((t) => t.class))).toEqual(new Set(['X', 'XII']))
    expect(new Set(toppers.map((t) => t.sessionYear))).toEqual(new Set(['2024-2025', '2025-2026']))
  })
})

describe('seeding again', () => {
  it('creates nothing twice', async () => {
    const before = await counts()
    const again = await seedSchool(payload, { demo: true })
    expect(again.created).toBe(false)
    expect(await counts()).toEqual(before)
  })

  it('does not bring back demo content that staff deleted', async () => {
    await payload.delete({ collection: 'news', where: { demo: { equals: true } } })
    await seedSchool(payload, { demo: true })
    expect((await payload.count({ collection: 'news' })).totalDocs).toBe(0)
  })

  it('finishes an interrupted seed without duplicating what was written', async () => {
    await payload.update({ collection: 'schools', id: school, data: { seededAt: null } })
    const faculty = (await payload.count({ collection: 'faculty' })).totalDocs
    const result = await seedSchool(payload, { demo: false })
    expect(result.created).toBe(true)
    expect((await payload.count({ collection: 'faculty' })).totalDocs).toBe(faculty)
  })
})

describe('the profile in Malayalam', () => {
  const page = async (route: string, locale: 'en' | 'ml') =>
    (
      await payload.find({
        collection: 'pages',
        where: { route: { equals: route } },
        locale,
        fallbackLocale: false,
        limit: 1,
      })
    ).docs[0]

  it('is written beside the English of a new installation', async () => {
    const s = await payload.findByID({ collection: 'schools', id: school, locale: 'ml', fallbackLocale: false })
    expect(s).toMatchObject({ name: SCHOOL_ML.name, town: SCHOOL_ML.town, address: { state: SCHOOL_ML.address.state } })
    expect(s.malayalamSeededAt).toBeTruthy()
    // No copyright holder of its own: the footer names the school in the page's language.
    expect(s.copyrightHolder ?? null).toBeNull()
    expect((await page('Fee', 'ml')).title).toBe(PAGES_ML.Fee.title)
  })

  it('is written once on an installation seeded before it, where the office has not written either language', async () => {
    // As an installation seeded before the Malayalam existed: no Malayalam, and no mark of it.
    const fee = await page('Fee', 'en')
    const about = await page('AboutUs', 'en')
    await payload.update({ collection: 'pages', id: fee.id, locale: 'ml', data: { title: null as unknown as string } })
    await payload.update({
      collection: 'pages',
      id: about.id,
      locale: 'ml',
      data: { title: null as unknown as string },
    })
    // The office retitled one page in English, and wrote its own Malayalam title of another.
    await payload.update({ collection: 'pages', id: fee.id, data: { title: 'Fees and payment' } })
    const vision = await page('VisionMission', 'en')
    await payload.update({ collection: 'pages', id: vision.id, locale: 'ml', data: { title: 'ഞങ്ങളുടെ ദർശനം' } })
    await payload.update({ collection: 'schools', id: school, data: { malayalamSeededAt: null } })

    await seedSchool(payload, { demo: false })
    expect((await page('AboutUs', 'ml')).title).toBe(PAGES_ML.AboutUs.title)
    expect((await page('Fee', 'ml')).title ?? null).toBe(null)
    expect((await page('VisionMission', 'ml')).title).toBe('ഞങ്ങളുടെ ദർശനം')
    const marked = await payload.findByID({ collection: 'schools', id: school })
    expect(marked.malayalamSeededAt).toBeTruthy()

    // Once marked, a Malayalam the office removed stays removed.
    await payload.update({
      collection: 'pages',
      id: about.id,
      locale: 'ml',
      data: { title: null as unknown as string },
    })
    await seedSchool(payload, { demo: false })
    expect((await page('AboutUs', 'ml')).title ?? null).toBe(null)
  })
})
