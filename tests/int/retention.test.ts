import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPayload, secondSchool } from '../helpers/payload'

/** The nightly retention job, run through Payload's jobs queue on the real database. */
let payload: Payload
let cleanup: () => Promise<void>
let schoolA: number
let schoolB: number

const monthsAgo = (months: number, days = 0) => {
  const d = new Date()
  d.setUTCMonth(d.getUTCMonth() - months)
  d.setUTCDate(d.getUTCDate() - days)
  return d.toISOString()
}

const message = (school: number, name: string, createdAt: string) =>
  payload.create({
    collection: 'contact-messages',
    data: { school, name, email: 'x@example.org', phone: '1', subject: 's', message: 'm', status: 'new', createdAt },
  })

const PDF = Buffer.from('%PDF-1.4\nxref\ntrailer<<>>\nstartxref\n0\n%%EOF\n')

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  schoolA = (await payload.find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } })).docs[0].id
  schoolB = await secondSchool(payload, 'KEEPS3')
  // School B keeps contact messages for 36 months instead of the default 12.
  await payload.update({ collection: 'schools', id: schoolB, data: { retention: { contactMonths: 36 } } })
})

afterAll(async () => cleanup?.())

describe('the retention job', () => {
  it('deletes only what is past each school’s period, CVs included, and records how many', async () => {
    await message(schoolA, 'A old', monthsAgo(12, 2))
    await message(schoolA, 'A recent', monthsAgo(11))
    await message(schoolB, 'B old but kept', monthsAgo(13))
    await message(schoolB, 'B very old', monthsAgo(37))
    const cv = await payload.create({
      collection: 'private-files',
      data: { school: schoolA },
      file: { data: PDF, mimetype: 'application/pdf', name: 'old-cv.pdf', size: PDF.length },
    })
    const application = {
      school: schoolA,
      address: 'a',
      dob: '1990-01-01T00:00:00.000Z',
      email: 'c@example.org',
      phone: '9000000000',
      fatherName: 'f',
      qualification1: [{ qualification: 'q', subject: 's', howKnow: '1', rate: '1', school: 'x' }],
      school1: 'x',
      profession: 'p',
      experience: '1',
      mailType: 'English' as const,
      status: 'new' as const,
    }
    await payload.create({
      collection: 'career-applications',
      data: { ...application, name: 'Old applicant', attachments: cv.id, createdAt: monthsAgo(13) },
    })
    await payload.create({
      collection: 'tc-requests',
      data: { school: schoolA, name: 'n', admission: '1', status: 'new', createdAt: monthsAgo(5) },
    })

    const job = await payload.jobs.queue({ task: 'retention', input: {}, queue: 'privacy' })
    await payload.jobs.runByID({ id: job.id })

    const names = (await payload.find({ collection: 'contact-messages', pagination: false })).docs.map((d) => d.name)
    expect(names.sort()).toEqual(['A recent', 'B old but kept'])
    expect((await payload.count({ collection: 'career-applications' })).totalDocs).toBe(0)
    expect(await payload.findByID({ collection: 'private-files', id: cv.id, disableErrors: true })).toBeNull()
    expect((await payload.count({ collection: 'tc-requests' })).totalDocs).toBe(1)
    const log = await payload.find({ collection: 'audit-log', where: { action: { equals: 'retention' } } })
    expect(log.docs.map((d) => d.detail).sort()).toEqual([
      'Removed 1 contact messages',
      'Removed 1 contact messages, 1 career applications with their CVs',
    ])
  })
})
