import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { REVEAL_AADHAAR } from '@/fields/aadhaar'
import { UNREADABLE_AADHAAR } from '@/lib/privacy/aadhaar'
import { rotateDataKey } from '@/lib/privacy/data-key-rotation'
import { storeOnce } from '@/lib/submissions/submission-store'

import { freshPayload } from '../helpers/payload'
import { storedRegistration } from '../helpers/registration'
import { startPostgres } from '../helpers/postgres'

/**
 * The DATA_KEY rotation (tests/int/data-key.test.ts runs the command on SQLite) on PostgreSQL:
 * the same transaction through Payload's database adapter moves a number from key A to key B.
 */
const KEY_A = 'a'.repeat(32)
const KEY_B = 'b'.repeat(32)
let payload: Payload
let cleanup: () => Promise<void>
let pg: Awaited<ReturnType<typeof startPostgres>>

beforeAll(async () => {
  pg = await startPostgres()
  ;({ payload, cleanup } = await freshPayload({ databaseUrl: pg.url }))
}, 240_000)

afterAll(async () => {
  delete process.env.DATA_KEY
  await cleanup?.()
  pg?.stop()
})

it('moves every Aadhaar number from one DATA_KEY to another on PostgreSQL', async () => {
  process.env.DATA_KEY = KEY_A
  const school = (await payload.find({ collection: 'schools', limit: 1 })).docs[0].id
  const { id } = await storeOnce(payload, 'admission-registrations', {
    school,
    submissionKey: 'pg-data-key',
    ...storedRegistration('PG Child'),
    aadharCardDetails: '5678 9012 3456',
  })
  const whole = async () =>
    (
      await payload.findByID({
        collection: 'admission-registrations',
        id: Number(id),
        context: { [REVEAL_AADHAAR]: true },
      })
    ).aadharCardDetails
  expect(await whole()).toBe('5678 9012 3456')
  expect(await rotateDataKey(payload, { oldKey: KEY_A, newKey: KEY_B })).toEqual({
    reencrypted: 1,
    alreadyNew: 0,
    unreadable: 0,
    secondFactorSecrets: { reencrypted: 0, alreadyNew: 0, unreadable: 0 },
  })
  expect(await whole()).toBe(UNREADABLE_AADHAAR)
  process.env.DATA_KEY = KEY_B
  expect(await whole()).toBe('5678 9012 3456')
})
