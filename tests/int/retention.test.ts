import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { applicationWithCv } from '../helpers/career-application'
import { sqliteFailures } from '../helpers/failed-writes'
import { freshPayload, secondSchool } from '../helpers/payload'

/** The nightly retention job, run through Payload's jobs queue on the real database. */
let payload: Payload
let cleanup: () => Promise<void>
let dataDir: string
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

/** A career application with its CV, sent 13 months ago (past the default 12). */
const oldApplication = (name: string) => applicationWithCv(payload, schoolA, { name, createdAt: monthsAgo(13) })

beforeAll(async () => {
  ;({ payload, cleanup, dataDir } = await freshPayload())
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
    const cv = await oldApplication('Old applicant')
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

  it('when a removal fails, keeps every record and CV of that school for the next night', async () => {
    const cv = await oldApplication('Kept applicant')
    await message(schoolA, 'A old, kept', monthsAgo(12, 2))
    const cvFile = path.join(dataDir, 'uploads', 'private', cv.filename!)
    expect(fs.existsSync(cvFile)).toBe(true)

    // The audit entry is the school's last write: everything before it is undone with it.
    const undo = await sqliteFailures(dataDir)('audit_log')
    try {
      await expect(removeNow()).rejects.toThrow('Retention failed for 1 school(s)')
    } finally {
      await undo()
    }
    const applicants = (await payload.find({ collection: 'career-applications', pagination: false })).docs
    expect(applicants.map((d) => d.name)).toEqual(['Kept applicant'])
    expect(await payload.findByID({ collection: 'private-files', id: cv.id, disableErrors: true })).not.toBeNull()
    expect(fs.existsSync(cvFile)).toBe(true)
    const names = (await payload.find({ collection: 'contact-messages', pagination: false })).docs.map((d) => d.name)
    expect(names).toContain('A old, kept')

    // The next night it goes, file and all.
    await removeNow()
    expect(await payload.findByID({ collection: 'private-files', id: cv.id, disableErrors: true })).toBeNull()
    expect(fs.existsSync(cvFile)).toBe(false)
  })
})

const removeNow = async () => {
  const { removeExpiredSubmissions } = await import('@/jobs/retention')
  return removeExpiredSubmissions(payload)
}
