import { decodeJwt } from 'jose'
import { generate } from 'otplib'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import {
  confirmEnrolment,
  enrolmentSecret,
  giveCode,
  resetSecondFactor,
  standingOf,
  type Session,
} from '@/lib/accounts/second-factor'
import { requirement } from '@/lib/accounts/second-factor-rule'
import { factorOf } from '@/lib/accounts/second-factor-store'

import { staffUser } from '../helpers/payload'
import { postgresPayload } from '../helpers/postgres'

/**
 * The second factor's row on PostgreSQL, where the compare-and-set matters most (its transactions
 * do not take turns as SQLite's do): set-up, a code taken once, the same code from two sessions at
 * the same moment taken once, a reset. The requests' side is tests/int/second-factor.test.ts.
 */
let payload: Payload
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ payload, stop } = await postgresPayload())
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
}, 240_000)

afterAll(async () => {
  vi.useRealTimers()
  await stop?.()
})

const nextStep = () => vi.setSystemTime(Date.now() + 30_000)

async function session(email: string): Promise<Session> {
  const { token, user } = await payload.login({ collection: 'users', data: { email, password: 'Test-password-1' } })
  const account = await payload.db.findOne<Session['account']>({
    collection: 'users',
    where: { id: { equals: user!.id } },
  })
  return { account: account!, sid: decodeJwt(token!).sid as string }
}

it('sets up, takes each code once even from two sessions at once, and resets, on PostgreSQL', async () => {
  expect(payload.db.name).toBe('postgres')
  expect(await requirement(payload)).toBe('nobody')
  const root = await staffUser(payload, { email: 'pg-root@example.org', role: 'platform-admin' })

  const first = await session(root.email)
  const shown = await enrolmentSecret(payload, first)
  if (!shown.ok) throw new Error(shown.refusal)
  const confirmed = await confirmEnrolment(payload, first, await generate({ secret: shown.secret }), '192.0.2.1')
  expect(confirmed.ok && confirmed.recoveryCodes).toHaveLength(10)
  expect(await standingOf(payload, first)).toBe('full')

  const second = await session(root.email)
  expect(await standingOf(payload, second)).toBe('code')
  expect(await giveCode(payload, second, await generate({ secret: shown.secret }), '192.0.2.1')).toEqual({
    ok: false,
    refusal: 'used',
  })

  nextStep()
  const code = await generate({ secret: shown.secret })
  const third = await session(root.email)
  const answers = await Promise.all([
    giveCode(payload, second, code, '192.0.2.2'),
    giveCode(payload, third, code, '192.0.2.3'),
  ])
  expect(answers.map((a) => a.ok).sort()).toEqual([false, true])
  const row = await factorOf(payload, root.id)
  expect(row?.verifiedSessions).toHaveLength(2)

  expect(await resetSecondFactor(payload, root.id, { shell: 'test' })).toEqual({ email: root.email })
  expect(await factorOf(payload, root.id)).toBeNull()
  const { docs } = await payload.find({ collection: 'audit-log', where: { action: { equals: 'second-factor-reset' } } })
  expect(docs[0]).toMatchObject({ actor: 'test', school: null })
})
