import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { csvExportEndpoint } from '@/endpoints/csv-export'
import { ContactMessages } from '@/collections/ContactMessages'
import { purgeAccessLog } from '@/lib/privacy/access-log'

import { freshPayload, twoSchoolsWithStaff } from '../helpers/payload'

/**
 * Who saw what, against a real database: a member opening a contact message or a subscriber is
 * logged once (not once per read of the admin's view), our own code's reads are not; an export
 * logs each record it holds; the log is the school's admins' alone, and goes after a year.
 */
let payload: Payload
let cleanup: () => Promise<void>
let staff: Awaited<ReturnType<typeof twoSchoolsWithStaff>>
let message: number

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload({ demo: false }))
  staff = await twoSchoolsWithStaff(payload, 'ACLB')
  const made = await payload.create({
    collection: 'contact-messages',
    data: {
      school: staff.schoolA,
      name: 'Anu',
      email: 'anu@example.org',
      phone: '9447000000',
      subject: 'Fees',
      message: 'When is the second term due?',
      submissionKey: `${staff.schoolA}:access-log-1`,
      language: 'en',
      status: 'new',
    },
  })
  message = made.id
}, 120_000)

afterAll(async () => {
  await cleanup?.()
})

const entries = async () =>
  (await payload.find({ collection: 'access-log', sort: 'createdAt', depth: 0, pagination: false })).docs.map((d) => [
    d.actor,
    d.action,
    d.record,
  ])

describe('the access log', () => {
  it('records a member opening a record once, and nothing for the platform’s own reads', async () => {
    await payload.findByID({ collection: 'contact-messages', id: message, depth: 0 })
    expect(await entries()).toEqual([])
    for (let i = 0; i < 3; i++)
      await payload.findByID({
        collection: 'contact-messages',
        id: message,
        user: staff.adminA,
        overrideAccess: false,
      })
    expect(await entries()).toEqual([[staff.adminA.email, 'open', `contact-messages #${message}`]])
  })

  it('records each record an export holds', async () => {
    const req = await createLocalReq({ user: { ...staff.adminA, collection: 'users' } as never }, payload)
    req.query = {}
    const response = await csvExportEndpoint('contact-messages', ContactMessages.fields).handler(req)
    expect(response.status).toBe(200)
    expect((await entries()).at(-1)).toEqual([staff.adminA.email, 'export', `contact-messages #${message}`])
  })

  it('is read by the school’s own admins alone', async () => {
    const read = (user: object) => payload.find({ collection: 'access-log', user, overrideAccess: false })
    expect((await read(staff.adminA)).totalDocs).toBe(2)
    expect((await read(staff.adminB)).totalDocs).toBe(0)
    await expect(read(staff.editorA)).rejects.toThrow()
  })

  it('forgets entries a year old', async () => {
    expect(await purgeAccessLog(payload, new Date(Date.now() + 364 * 86_400_000))).toBe(0)
    expect(await purgeAccessLog(payload, new Date(Date.now() + 366 * 86_400_000))).toBe(2)
    expect(await entries()).toEqual([])
  })
})
