import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { storeCareerApplication } from '@/lib/submissions/career'
import { storeOnce } from '@/lib/submissions/submission-store'
import { mailtoHref, replyAddresses, replySubject, telHref } from '@/lib/office/reply'

import { cmsApi } from '../helpers/cms-api'
import { careerApplication } from '../helpers/failed-writes'
import { freshPayload, staffUser, type StaffUser } from '../helpers/payload'
import { storedRegistration } from '../helpers/registration'

/**
 * What a visitor sent is kept as they sent it: the site's own create stores every field; staff,
 * through the admin or the API (the local API with their access), change only the office's own
 * Status and Notes, whatever else they send.
 */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>
let school: number
let clerk: StaffUser
let root: StaffUser

beforeAll(async () => {
  ;({ payload, dataDir, cleanup } = await freshPayload({ demo: false }))
  school = (await payload.find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } })).docs[0].id
  clerk = await staffUser(payload, { email: 'clerk@example.org', role: 'school-admin', school })
  root = await staffUser(payload, { email: 'root@example.org', role: 'platform-admin' })
})

afterAll(async () => cleanup?.())

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n',
)

const sent = {
  name: 'Anu Joseph',
  email: 'anu@example.org',
  phone: '+91 98470 12345',
  subject: 'Bus timings',
  message: 'When does the bus leave Bekal?\nമഴക്കാലത്ത് മാറുമോ?',
}

describe('a contact message', () => {
  it('is stored by the public form with every field, and only its status and notes change for staff', async () => {
    const { id } = await storeOnce(payload, 'contact-messages', {
      ...sent,
      language: 'ml',
      school,
      submissionKey: 'kept-contact-1',
    })
    const stored = await payload.findByID({ collection: 'contact-messages', id, depth: 0 })
    expect(stored).toMatchObject({ ...sent, language: 'ml', status: 'new', school })

    for (const user of [clerk, root]) {
      const updated = await payload.update({
        collection: 'contact-messages',
        id,
        data: {
          name: 'Typed over',
          email: 'other@example.org',
          phone: '1',
          subject: 'Changed',
          message: 'Not what the parent wrote',
          language: 'en',
          status: user === clerk ? 'in-progress' : 'done',
          notes: user === clerk ? 'Rang back at 4 pm' : '=Rang back at 4 pm, timings sent',
          createdAt: '2001-01-01T00:00:00.000Z',
        },
        overrideAccess: false,
        user,
        depth: 0,
      })
      expect(updated).toMatchObject({ ...sent, language: 'ml', status: user === clerk ? 'in-progress' : 'done' })
      expect(updated.createdAt, 'when it was received').toBe(stored.createdAt)
    }
    const after = await payload.findByID({ collection: 'contact-messages', id, depth: 0 })
    expect(after).toMatchObject({ ...sent, language: 'ml', status: 'done', notes: '=Rang back at 4 pm, timings sent' })

    // The office's file of it: the phone as dialled with no mark, the notes, the school by its name.
    const csv = await cmsApi({ payload, dataDir }, clerk, 'GET', `/contact-messages/export.csv?where[id][equals]=${id}`)
    expect(csv.status).toBe(200)
    // (Response.text() reads past the byte-order mark.)
    const [header, row] = (await csv.text()).split('\r\n')
    expect(header).toBe(
      'Number,Received,Name,Email,Phone,Subject,Message,Language,Status,Notes,Privacy notice agreed to,School',
    )
    expect(row).toMatch(
      new RegExp(
        `^${id},\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d,Anu Joseph,anu@example.org,98470 12345,Bus timings,"When does the bus leave Bekal\\?\\n.*",Malayalam,Done,"'=Rang back at 4 pm, timings sent","Contact form, version 1",Jyothis Residential School$`,
      ),
    )
  })
})

describe('an admission registration', () => {
  it('keeps the family’s details, Aadhaar number and sibling rows when staff save it', async () => {
    const family = {
      ...storedRegistration('Meera K'),
      email: 'father@example.org',
      email1: 'mother@example.org',
      aadharCardDetails: '1234 5678 9012',
      hasSiblings: true,
      siblings: [{ name: 'Arun K', class: 'IV' }],
    }
    const { id } = await storeOnce(payload, 'admission-registrations', {
      ...family,
      language: 'en',
      school,
      submissionKey: 'kept-admission-1',
    })
    const { aadharCardDetails: _number, siblings, ...plain } = family
    const expected = { ...plain, siblings: siblings.map((row) => expect.objectContaining(row)) }
    const stored = await payload.findByID({ collection: 'admission-registrations', id, depth: 0 })
    expect(stored).toMatchObject(expected)
    expect(stored.aadharCardDetails).toBe('XXXX XXXX 9012')

    const updated = await payload.update({
      collection: 'admission-registrations',
      id,
      data: {
        name: 'Someone else',
        fatherName: 'Changed',
        phone: '1',
        aadharCardDetails: '9999 9999 9999',
        siblings: [],
        number: 'JRSBKL/2099-00/I/9999',
        class: 'XII',
        declaration: false,
        status: 'offered',
      },
      overrideAccess: false,
      user: clerk,
      depth: 0,
    })
    expect(updated).toMatchObject({ ...expected, status: 'offered' })
    expect(updated.aadharCardDetails).toBe('XXXX XXXX 9012')
  })
})

describe('a career application', () => {
  it('keeps the applicant’s details, qualifications and CV when staff save it', async () => {
    const input = {
      ...careerApplication('Biju Thomas', 'biju@example.org', '9000000004'),
      address: 'Kanhangad',
      fatherName: 'Thomas',
    }
    const { id } = await storeCareerApplication(
      payload,
      school,
      input,
      { name: 'cv.pdf', bytes: new Uint8Array(PDF) },
      { key: 'kept-career-1', language: 'en' },
    )
    const stored = await payload.findByID({ collection: 'career-applications', id, depth: 0 })
    const { dob, qualification1, howKnow1: _unasked, ...plain } = input
    const expected = {
      ...plain,
      dob: `${dob}T00:00:00.000Z`,
      qualification1: qualification1.map((row) => expect.objectContaining(row)),
      attachments: expect.any(Number),
      status: 'new',
    }
    expect(stored).toMatchObject(expected)

    const updated = await payload.update({
      collection: 'career-applications',
      id,
      data: {
        name: 'Changed',
        qualification1: [], // Clearing the CV is refused like any other change.
        attachments: null as unknown as number,
        experience: '30',
        status: 'in-progress',
      },
      overrideAccess: false,
      user: clerk,
      depth: 0,
    })
    expect(updated).toMatchObject({ ...expected, attachments: stored.attachments, status: 'in-progress' })
  })
})

describe('a TC look-up', () => {
  it('keeps what was looked up and whether it was found', async () => {
    const { id } = await storeOnce(payload, 'tc-requests', {
      name: 'Old Student',
      admission: '1234',
      found: true,
      school,
      submissionKey: 'kept-tc-1',
    })
    const updated = await payload.update({
      collection: 'tc-requests',
      id,
      data: { name: 'X', admission: '1', found: false, status: 'done' },
      overrideAccess: false,
      user: clerk,
      depth: 0,
    })
    expect(updated).toMatchObject({ name: 'Old Student', admission: '1234', found: true, status: 'done' })
  })
})

describe('the reply links', () => {
  it('reply by e-mail only to well-formed addresses, with the subject filled in', () => {
    const addresses = replyAddresses([
      'father@example.org',
      'x@y.org?cc=spam@z.org',
      null,
      'father@example.org',
      'mother@example.org',
    ])
    expect(addresses).toEqual(['father@example.org', 'mother@example.org'])
    expect(mailtoHref(addresses, replySubject('Fees & bus — Class V', 'JRS School'))).toBe(
      'mailto:father@example.org,mother@example.org?subject=Re%3A%20Fees%20%26%20bus%20%E2%80%94%20Class%20V%20%E2%80%94%20JRS%20School',
    )
    expect(mailtoHref([], 'Re: x')).toBeNull()
  })

  it('call only a number that can be dialled', () => {
    expect(telHref('+91 98470-12345')).toBe('tel:+919847012345')
    expect(telHref('0467 220 1234')).toBe('tel:04672201234')
    expect(telHref('call me')).toBeNull()
    expect(telHref('1')).toBeNull()
  })
})
