import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { erasePersonRecords, findPersonRecords, personQuery } from '@/lib/privacy/person-data'
import { privacyText } from '@/i18n/privacy-text'

import { freshPayload, secondSchool, staffUser } from '../helpers/payload'

/**
 * The person look-up and erasure on the real database, two schools in it. An erase with CVs that
 * fails at its last write is tested on both engines in tests/helpers/failed-writes.ts.
 */
let payload: Payload
let cleanup: () => Promise<void>
let schoolA: number
let schoolB: number

const message = (school: number, phone: string, email = 'someone@example.org') =>
  payload.create({
    collection: 'contact-messages',
    data: { school, name: 'N', email, phone, subject: 's', message: 'm', status: 'new' },
  })

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  schoolA = (await payload.find({ collection: 'schools', where: { code: { equals: 'JRSBKL' } } })).docs[0].id
  schoolB = await secondSchool(payload, 'PERSB')
})

afterAll(async () => cleanup?.())

describe('a person’s data', () => {
  it('asks for a usable e-mail address or phone number', () => {
    expect(personQuery('', '')).toBe('Enter an e-mail address or a phone number.')
    expect(personQuery('nobody', '')).toBe('Enter a whole e-mail address.')
    expect(personQuery('', '12-34')).toBe('Enter a phone number of at least 6 digits.')
    expect(personQuery(' A@B.org ', '+91 98470 12345')).toEqual({ email: 'a@b.org', phone: '9847012345' })
  })

  it('is found by number however it was typed, in its own school only, and erased whole or not at all', async () => {
    const mine = [await message(schoolA, '+91 98470 12345'), await message(schoolA, '09847012345')]
    const stranger = await message(schoolA, '9847099999')
    const otherSchool = await message(schoolB, '9847012345')
    const found = await findPersonRecords(payload, schoolA, { phone: '9847012345' })
    expect(found.map((f) => [f.collection, f.docs.map((d) => d.id).sort()])).toEqual([
      ['contact-messages', mine.map((d) => d.id).sort()],
    ])

    const admin = await staffUser(payload, { email: 'office@example.org', role: 'school-admin', school: schoolA })
    // A delete that fails half-way leaves every record where it was.
    const failing = await createLocalReq({ user: admin }, payload)
    const original = payload.db.deleteOne
    let calls = 0
    payload.db.deleteOne = async function (...args: Parameters<typeof original>) {
      if (++calls === 1) {
        await original.apply(this, args)
        throw new Error('disk full')
      }
      return original.apply(this, args)
    }
    try {
      await expect(erasePersonRecords(payload, schoolA, { phone: '9847012345' }, failing)).rejects.toThrow(
        '1 record(s) could not be deleted',
      )
    } finally {
      payload.db.deleteOne = original
    }
    expect((await findPersonRecords(payload, schoolA, { phone: '9847012345' }))[0].docs).toHaveLength(2)

    const req = await createLocalReq({ user: admin }, payload)
    await erasePersonRecords(payload, schoolA, { phone: '9847012345' }, req)
    expect(await findPersonRecords(payload, schoolA, { phone: '9847012345' })).toEqual([])
    for (const kept of [stranger, otherSchool])
      expect(await payload.findByID({ collection: 'contact-messages', id: kept.id, disableErrors: true })).toBeTruthy()
    const log = await payload.find({ collection: 'audit-log', where: { action: { equals: 'erase-person' } }, depth: 0 })
    expect(log.docs[0]).toMatchObject({ actor: 'office@example.org', school: schoolA })
    expect(log.docs[0].detail).toContain(`#${mine[0].id}`)
    expect(log.docs[0].detail).not.toContain('98470')
  })
})

describe('the privacy notice', () => {
  it('follows the school’s retention period and prefers the school’s own words', () => {
    const school = { email: 'office@school.example', retention: { admissionMonths: 36 } }
    expect(privacyText(school, 'admission', 'en').text).toContain('we keep them for 3 years')
    expect(privacyText(school, 'contact', 'en').text).toContain('we keep them for 1 year')
    expect(privacyText({ ...school, retention: { tcMonths: 7 } }, 'tc', 'en').text).toContain('for 7 months')
    expect(privacyText({ ...school, privacyNotices: { career: ' Our words. ' } }, 'career', 'en')).toEqual({
      text: expect.stringMatching(/^Our words\. What this form collects: your name/),
      own: true,
    })
  })

  it('says the same in Malayalam, the period in Malayalam words', () => {
    const school = { retention: { admissionMonths: 36, tcMonths: 7 } }
    expect(privacyText(school, 'admission', 'ml').text).toContain('3 വർഷം സൂക്ഷിച്ച ശേഷം')
    expect(privacyText(school, 'contact', 'ml').text).toContain('ഒരു വർഷം സൂക്ഷിച്ച ശേഷം')
    expect(privacyText(school, 'tc', 'ml').text).toContain('7 മാസം സൂക്ഷിക്കും')
  })
})
