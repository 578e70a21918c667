/**
 * The site as the benches measure it: the production build (made first when the sources are
 * newer) served by scripts/server.mjs (as `npm start` serves it) on a throw-away data folder with
 * the school profile and sample content, an own page at /hostel, a form at /forms/ptm-class-5 (the
 * PTM booking: twelve times of one parent each), plus a second school under `hostB`. Every process
 * started here is stopped, with everything it started, however the bench ends; the folder is
 * removed.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

import { ensureBuild } from '../scripts/ensure-build.mjs'
import { PTM_SLUG, ptmForm } from '../tests/helpers/ptm-form'
import { preparedPayload, waitFor } from './news-data'

const root = path.resolve(import.meta.dirname, '..')

export async function benchSite(prefix: string, port: number, hostB: string) {
  // Measured on a build of the sources as they are: an older build would be measured silently.
  if (!ensureBuild()) process.exit(1)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const dataDir = path.join(work, 'data')
  const children: ChildProcess[] = []
  process.on('exit', () => {
    for (const child of children) {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    fs.rmSync(work, { recursive: true, force: true })
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))

  const startProcess = (args: string[], env: Record<string, string>) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'ignore',
      detached: true,
    })
    children.push(child)
    return child
  }

  const payload = await preparedPayload(dataDir, true)
  const { seedSchool } = await import('../src/seed')
  await seedSchool(payload, { demo: true, identity: { code: 'BENCHB', name: 'Second School', domains: [hostB] } })
  const gallery = async (code: string) =>
    (
      await payload.find({
        collection: 'gallery',
        where: { and: [{ 'school.code': { equals: code } }, { category: { equals: 'PhotoGallery' } }] },
        limit: 1,
        depth: 0,
      })
    ).docs[0].id
  const galleries = { A: await gallery('JRSBKL'), B: await gallery('BENCHB') }
  await ownPage(payload, galleries.A)
  await ptmFormOf(payload, galleries.A)
  await calendarMonth(payload)
  await payload.destroy()

  // BENCH_EMPTY_PAGE: /bench-empty answers, the framework alone for bench/lighthouse.ts to compare.
  startProcess(['scripts/server.mjs'], {
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    BENCH_EMPTY_PAGE: '1',
  })
  await waitFor(`http://127.0.0.1:${port}/api/openapi.json`)
  return { work, galleries, startProcess }
}

/** Where the benches' form answers: the PTM booking of tests/helpers/ptm-form.ts. */
export const BENCH_FORM = `/forms/${PTM_SLUG}`

async function ptmFormOf(payload: Payload, galleryId: number) {
  const { school } = await payload.findByID({ collection: 'gallery', id: galleryId, depth: 0 })
  await payload.create({ collection: 'forms', locale: 'en', data: ptmForm(school as number) })
}

/** The own page the benches measure at /hostel: one block of each kind, as an office builds one. */
async function ownPage(payload: Payload, galleryId: number) {
  const { richText } = await import('../src/lib/content/richtext')
  const { uploadPdf } = await import('../src/seed/images')
  const gallery = await payload.findByID({ collection: 'gallery', id: galleryId, depth: 0 })
  const school = gallery.school as number
  const photos = (gallery.attachments ?? []) as number[]
  const rules = await uploadPdf(payload, school, 'Hostel rules', ['Lights out at 10 PM'])
  await payload.create({
    collection: 'custom-pages',
    data: {
      school,
      _status: 'published',
      title: 'Hostel',
      slug: 'hostel',
      section: 'About',
      layout: [
        {
          blockType: 'text',
          content: richText(['Our hostel houses 120 students in rooms of four, with a warden on each floor.']),
        },
        { blockType: 'image', image: photos[0], caption: 'The hostel from the garden' },
        { blockType: 'gallery', photos },
        { blockType: 'documents', files: [{ title: 'Hostel rules', file: rules }] },
        {
          blockType: 'table',
          caption: 'Hostel fees',
          columns: [{ heading: 'Term' }, { heading: 'Fee' }],
          rows: [{ cells: [{ text: 'First term' }, { text: '₹ 24,000' }] }],
        },
        { blockType: 'video', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'A day in the hostel' },
        { blockType: 'button', label: 'Ask about a room', link: '/ContactUs' },
        {
          blockType: 'faq',
          items: [{ question: 'Can parents visit?', answer: 'On the second Sunday of each month.' }],
        },
      ],
    },
  })
}

/**
 * This month's calendar as a busy school keeps it, for /Calendar: a holiday of several days, an
 * examination week for some classes, every second Saturday, a weekly assembly, a PTM with its
 * times, and a few one-day entries; some days hold more than a cell shows.
 */
async function calendarMonth(payload: Payload) {
  const { keralaToday } = await import('../src/lib/calendar/month')
  const { storedDate } = await import('../src/lib/calendar/occurrences')
  const school = (await payload.find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } }, depth: 0 }))
    .docs[0].id
  const month = keralaToday().slice(0, 7)
  const day = (d: number) => storedDate(`${month}-${String(d).padStart(2, '0')}`)
  const entries = [
    { title: 'Second Saturday', category: 'holiday', date: day(1), recurrence: 'FREQ=MONTHLY;BYDAY=2SA' },
    {
      title: 'Weekly assembly',
      category: 'other',
      date: day(1),
      recurrence: 'FREQ=WEEKLY;BYDAY=MO',
      allDay: false,
      startTime: '09:00',
      endTime: '09:30',
    },
    { title: 'Festival holidays', category: 'holiday', date: day(22), endDate: day(26) },
    { title: 'Unit tests', category: 'exam', date: day(8), endDate: day(12), classes: ['V', 'VI', 'VII', 'VIII'] },
    {
      title: 'PTM for the primary classes',
      category: 'ptm',
      date: day(14),
      classes: ['I', 'II', 'III', 'IV'],
      allDay: false,
      startTime: '10:00',
      endTime: '12:30',
    },
    { title: 'Sports day', category: 'sports', date: day(17) },
    { title: 'Science fair', category: 'celebration', date: day(17) },
    { title: 'Admissions open for Class 1', category: 'admissions', date: day(17) },
    { title: 'Inter-house quiz', category: 'celebration', date: day(17) },
    { title: 'Library week', category: 'other', date: day(3), endDate: day(7) },
  ]
  for (const entry of entries)
    await payload.create({ collection: 'events', data: { school, _status: 'published', ...entry } as never })
}
