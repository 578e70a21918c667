import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { storeOnce } from '@/lib/submissions/submission-store'

import { freshPayload, secondSchool } from '../helpers/payload'

/**
 * The server's own de-duplication of submissions (the form's button is only a courtesy): one key
 * stores one record per school, also when several requests with it race past the look-up.
 */
let payload: Payload
let cleanup: () => Promise<void>
let schoolA: number
let schoolB: number

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload({ demo: false }))
  schoolA = (await payload.find({ collection: 'schools', limit: 1 })).docs[0].id
  schoolB = await secondSchool(payload, 'DEDUPB')
})

afterAll(async () => cleanup?.())

const message = (school: number, submissionKey: string) => ({
  school,
  submissionKey,
  name: 'Anu',
  email: 'anu@example.org',
  phone: '9876543210',
  subject: submissionKey,
  message: 'Sent more than once',
})

const stored = async (subject: string) =>
  (await payload.find({ collection: 'contact-messages', where: { subject: { equals: subject } }, depth: 0 })).docs.map(
    (d) => (typeof d.school === 'object' ? d.school?.id : d.school),
  )

describe('one submission key', () => {
  it('sent again, finds the record already stored', async () => {
    const first = await storeOnce(payload, 'contact-messages', message(schoolA, 'again-key-1'))
    const again = await storeOnce(payload, 'contact-messages', message(schoolA, 'again-key-1'))
    expect(first.duplicate).toBe(false)
    expect(again).toEqual({ id: first.id, duplicate: true })
    expect(await stored('again-key-1')).toEqual([schoolA])
  })

  it('sent five times at once, stores one record and reports it to all five (the unique key stops the rest)', async () => {
    // All five look the key up before any has stored it: reads do not wait for SQLite's writer.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => storeOnce(payload, 'contact-messages', message(schoolA, 'race-key-1'))),
    )
    const ids = new Set(answers.map((a) => a.id))
    expect(ids.size).toBe(1)
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1)
    expect(await stored('race-key-1')).toEqual([schoolA])
  })

  it('sent to two schools, stores one record in each', async () => {
    const [a, b] = await Promise.all([
      storeOnce(payload, 'contact-messages', message(schoolA, 'shared-key-1')),
      storeOnce(payload, 'contact-messages', message(schoolB, 'shared-key-1')),
    ])
    expect(a.id).not.toBe(b.id)
    expect((await stored('shared-key-1')).sort()).toEqual([schoolA, schoolB].sort())
  })
})
