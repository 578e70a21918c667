import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { generate } from 'otplib'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { SECOND_FACTOR_MESSAGES, SECOND_FACTOR_LIMITS } from '@/lib/accounts/second-factor'
import { SECOND_FACTORS, type FactorRow } from '@/lib/accounts/second-factor-store'
import { NO_REQUIREMENT_WARNING } from '@/lib/accounts/second-factor-rule'
import { dashboardFigures } from '@/lib/office/office-dashboard'
import { rotateDataKey } from '@/lib/privacy/data-key-rotation'
import type { User } from '@/payload-types'

import { freshPayload, twoSchoolsWithStaff, type StaffUser } from '../helpers/payload'

/**
 * Issue 47, two-factor sign-in for staff, on a real installation through Payload's own REST
 * handler (the code behind /cms-api/…): the first registration, enrolment with a confirming code,
 * a sign-in that owes a code until it gives one, a code taken once, a recovery code once, wrong
 * codes refused and throttled, the platform setting, a platform admin's reset and the shell's
 * (both audited), and a token refresh and a password reset that do not get round it. The clock
 * is faked (Date only) so that a test moves on to the app's next code without waiting 30 s.
 */
let payload: Payload
let cleanup: () => Promise<void>
let dataDir: string
let setup: string | null
let root: StaffUser
let adminA: StaffUser
let editorA: StaffUser
let adminB: StaffUser
let schoolA: number
let schoolB: number

const PASSWORD = 'Test-password-1'
const FIRST = { email: 'first@example.org', password: 'Tidal-Lantern-Orchid-58' }
const { wrong: WRONG, used: USED } = SECOND_FACTOR_MESSAGES

beforeAll(async () => {
  let prepared
  ;({ payload, dataDir, cleanup, prepared } = await freshPayload())
  setup = prepared.setup
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
})

const dataKeyBefore = process.env.DATA_KEY

afterAll(async () => {
  vi.useRealTimers()
  if (dataKeyBefore === undefined) delete process.env.DATA_KEY
  else process.env.DATA_KEY = dataKeyBefore
  await cleanup?.()
})

/** The app's next code: the clock moves on to the next 30-second step. */
const nextStep = () => vi.setSystemTime(Date.now() + 30_000)

type Answer = { status: number; json: Record<string, unknown> }

async function rest(
  method: 'GET' | 'POST' | 'PATCH',
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const answer = await handleEndpoints({
    config: payload.config,
    payloadInstanceCacheKey: dataDir,
    request: new Request(`http://localhost/cms-api${pathname}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'x-client-address': '198.51.100.1', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  return { status: answer.status, json: (await answer.json().catch(() => ({}))) as Record<string, unknown> }
}

const as = (token: unknown, address = '198.51.100.1') => ({
  Authorization: `JWT ${String(token)}`,
  'x-client-address': address,
})

async function signIn(email: string, password = PASSWORD, address = '198.51.100.1') {
  const answer = await rest('POST', '/users/login', { email, password }, { 'x-client-address': address })
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return { token: answer.json.token as string, secondFactor: answer.json.secondFactor }
}

/** Who the API takes the token's bearer for: null while the session owes its second factor. */
const me = async (token: string) =>
  ((await rest('GET', '/users/me', undefined, as(token))).json.user ?? null) as (User & { email: string }) | null

const giveCode = (token: string, code: string, address = '198.51.100.1') =>
  rest('POST', '/second-factor/code', { code }, as(token, address))

const rowOf = (userId: number) =>
  payload.db.findOne<FactorRow>({ collection: SECOND_FACTORS, where: { user: { equals: userId } } })

const setRequirement = (requireSecondFactor: 'nobody' | 'admins' | 'staff') =>
  payload.updateGlobal({ slug: 'platform-settings', data: { requireSecondFactor } })

/** Sets up the app for this session's account; its secret and recovery codes. */
async function enrol(token: string) {
  const shown = await rest('POST', '/second-factor/enrolment', {}, as(token))
  expect(shown.status, JSON.stringify(shown.json)).toBe(200)
  const secret = shown.json.secret as string
  expect(shown.json.otpauth).toMatch(/^otpauth:\/\/totp\/.*secret=/)
  const confirmed = await rest(
    'POST',
    '/second-factor/enrolment/confirm',
    { code: await generate({ secret }) },
    as(token),
  )
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200)
  return { secret, recoveryCodes: confirmed.json.recoveryCodes as string[] }
}

describe('the first registration', () => {
  it('issues a session that owes its second factor when the platform setting requires one', async () => {
    await setRequirement('staff')
    const made = await rest('POST', '/users/first-register', FIRST, { Cookie: `first-account-setup=${setup}` })
    expect(made.status, JSON.stringify(made.json)).toBe(200)
    const token = made.json.token as string
    expect(token).toBeTruthy()
    expect(await me(token)).toBeNull()
    // It may set one up, and is then signed in.
    await enrol(token)
    expect((await me(token))?.email).toBe(FIRST.email)
    await setRequirement('nobody')
    ;({ root, adminA, editorA, adminB, schoolA, schoolB } = await twoSchoolsWithStaff(payload, 'OTHER47'))
  })
})

describe('enrolment', () => {
  it('a fresh installation requires nobody, and only the platform admin’s dashboard warns', async () => {
    expect((await payload.findGlobal({ slug: 'platform-settings' })).requireSecondFactor).toBe('nobody')
    expect((await dashboardFigures(payload, root)).setupWarnings).toContainEqual(NO_REQUIREMENT_WARNING)
    expect((await dashboardFigures(payload, adminA)).setupWarnings).toEqual([])
  })

  it('is confirmed with a code of the app, and gives ten recovery codes kept only as hashes', async () => {
    const { token } = await signIn(adminA.email)
    const shown = await rest('POST', '/second-factor/enrolment', {}, as(token))
    const secret = shown.json.secret as string
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    // The same secret until it is confirmed (a page loaded again, a code scanned before).
    expect((await rest('POST', '/second-factor/enrolment', {}, as(token))).json.secret).toBe(secret)

    const wrong = await rest('POST', '/second-factor/enrolment/confirm', { code: '000000' }, as(token))
    expect(wrong.status).toBe(401)
    expect(wrong.json.error).toBe(WRONG)
    expect((await rowOf(adminA.id))?.secret).toBeFalsy()

    const confirmed = await rest(
      'POST',
      '/second-factor/enrolment/confirm',
      { code: await generate({ secret }) },
      as(token),
    )
    expect(confirmed.status).toBe(200)
    const codes = confirmed.json.recoveryCodes as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/)

    const row = (await rowOf(adminA.id))!
    expect(row.secret).toMatch(/^enc:v[12]:/)
    const stored = JSON.stringify(row)
    expect(stored).not.toContain(secret)
    for (const code of codes) expect(stored).not.toContain(code)
    expect(row.recoveryCodes).toHaveLength(10)
    // The session that set it up goes on.
    expect((await me(token))?.email).toBe(adminA.email)
  })

  it('cannot be replaced by a session that has only the password', async () => {
    const { token, secondFactor } = await signIn(adminA.email)
    expect(secondFactor).toBe('code')
    const refused = await rest('POST', '/second-factor/enrolment', {}, as(token))
    expect(refused.status).toBe(403)
    expect(refused.json.error).toBe(SECOND_FACTOR_MESSAGES.giveCodeFirst)
  })

  it('the factor’s own collection answers nobody through the API', async () => {
    const { token } = await signIn(root.email)
    expect((await rest('GET', `/${SECOND_FACTORS}`, undefined, as(token))).status).toBe(403)
  })
})

describe('signing in', () => {
  let secret: string
  beforeAll(async () => {
    const { token } = await signIn(editorA.email)
    ;({ secret } = await enrol(token))
    nextStep()
  })

  it('needs a code: until it is given, the session is nobody to the API', async () => {
    const { token, secondFactor } = await signIn(editorA.email)
    expect(secondFactor).toBe('code')
    expect(await me(token)).toBeNull()
    expect((await rest('GET', '/contact-messages', undefined, as(token))).status).toBe(403)
    expect(
      (await rest('GET', '/news?draft=true&where[_status][equals]=draft', undefined, as(token))).json.totalDocs,
    ).toBe(0)
    const given = await giveCode(token, await generate({ secret }))
    expect(given.status, JSON.stringify(given.json)).toBe(200)
    expect((await me(token))?.email).toBe(editorA.email)
  })

  it('takes each code once: the same code in another session is refused', async () => {
    const code = await generate({ secret })
    const { token } = await signIn(editorA.email)
    const again = await giveCode(token, code)
    expect(again.status).toBe(401)
    expect(again.json.error).toBe(USED)
    expect(await me(token)).toBeNull()
    nextStep()
    expect((await giveCode(token, await generate({ secret }))).status).toBe(200)
  })

  it('takes the same code once when two requests bring it at the same moment', async () => {
    nextStep()
    const code = await generate({ secret })
    const first = await signIn(editorA.email)
    const second = await signIn(editorA.email)
    const answers = await Promise.all([giveCode(first.token, code), giveCode(second.token, code)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401])
  })

  it('refuses a wrong code, and after ten the right one too, from any address, for ten minutes', async () => {
    nextStep()
    const { token } = await signIn(editorA.email)
    for (let i = 0; i < SECOND_FACTOR_LIMITS.perAccount; i++) {
      const wrong = await giveCode(token, String(100000 + i), `192.0.2.${i + 1}`)
      expect(wrong.status).toBe(401)
      expect(wrong.json.error).toBe(WRONG)
    }
    const right = await generate({ secret })
    const throttled = await giveCode(token, right, '203.0.113.9')
    expect(throttled.status).toBe(401)
    expect(throttled.json.error).toBe(WRONG)
    expect(await me(token)).toBeNull()
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000)
    expect((await giveCode(token, await generate({ secret }), '203.0.113.9')).status).toBe(200)
  })

  it('takes a recovery code instead of the app’s, once', async () => {
    const { token: enrolling } = await signIn(adminB.email)
    const { recoveryCodes } = await enrol(enrolling)
    const { token } = await signIn(adminB.email)
    const used = await giveCode(token, recoveryCodes[3].toUpperCase().replace('-', ' '))
    expect(used.status, JSON.stringify(used.json)).toBe(200)
    expect(used.json.recoveryCodeUsed).toBe(true)
    expect((await me(token))?.email).toBe(adminB.email)
    expect((await rowOf(adminB.id))?.recoveryCodes).toHaveLength(9)

    const { token: later } = await signIn(adminB.email)
    const again = await giveCode(later, recoveryCodes[3])
    expect(again.status).toBe(401)
    expect(await me(later)).toBeNull()
    expect((await giveCode(later, recoveryCodes[4])).status).toBe(200)
  })
})

describe('no way round it', () => {
  let secret: string
  beforeAll(async () => {
    nextStep()
    const { token } = await signIn(adminA.email)
    const row = (await rowOf(adminA.id))!
    // adminA enrolled above; its secret is read back as the app would have it.
    const { openSecret } = await import('@/lib/accounts/second-factor-store')
    secret = openSecret(row.secret!)
    expect((await giveCode(token, await generate({ secret }))).status).toBe(200)
    nextStep()
  })

  it('a token refresh keeps a session as it stands: refused while it owes the code', async () => {
    const { token } = await signIn(adminA.email)
    const refresh = await rest('POST', '/users/refresh-token', {}, as(token))
    expect(refresh.status).toBe(403)
    expect(refresh.json.refreshedToken).toBeUndefined()
    expect(await me(token)).toBeNull()

    expect((await giveCode(token, await generate({ secret }))).status).toBe(200)
    const refreshed = await rest('POST', '/users/refresh-token', {}, as(token))
    expect(refreshed.status).toBe(200)
    expect((await me(refreshed.json.refreshedToken as string))?.email).toBe(adminA.email)
  })

  it('a password reset signs in with a session that owes the code', async () => {
    nextStep()
    const resetToken = await payload.forgotPassword({
      collection: 'users',
      data: { email: adminA.email },
      disableEmail: true,
    })
    const reset = await rest('POST', '/users/reset-password', { token: resetToken, password: PASSWORD })
    expect(reset.status, JSON.stringify(reset.json)).toBe(200)
    expect(reset.json.secondFactor).toBe('code')
    const token = reset.json.token as string
    expect(await me(token)).toBeNull()
    expect((await giveCode(token, await generate({ secret }))).status).toBe(200)
    expect((await me(token))?.email).toBe(adminA.email)
  })

  it('a session signed out from the second-factor page is gone', async () => {
    const { token } = await signIn(adminA.email)
    expect((await rest('POST', '/second-factor/sign-out', {}, as(token))).status).toBe(200)
    nextStep()
    expect((await giveCode(token, await generate({ secret }))).json.error).toBe(SECOND_FACTOR_MESSAGES.noSession)
  })

  it('the data key’s rotation moves the secrets too, and the app’s codes still work', async () => {
    const newKey = 'c'.repeat(20) + '-second-factor-rotation-key'
    const report = await rotateDataKey(payload, { newKey })
    expect(report.secondFactorSecrets.reencrypted).toBeGreaterThanOrEqual(3)
    expect(report.secondFactorSecrets.unreadable).toBe(0)
    // The installation runs with the new key from here on (afterAll puts the environment back).
    process.env.DATA_KEY = newKey
    nextStep()
    const { token } = await signIn(adminA.email)
    expect((await giveCode(token, await generate({ secret }))).status).toBe(200)
  })
})

describe('the platform setting', () => {
  it('admins: a school admin without a second factor is led to set one up; an editor is not asked', async () => {
    const { token: rootToken } = await signIn(root.email)
    const changed = await rest('POST', '/globals/platform-settings', { requireSecondFactor: 'admins' }, as(rootToken))
    expect(changed.status, JSON.stringify(changed.json)).toBe(200)
    const audited = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'second-factor-setting' } },
    })
    expect(audited.docs[0]).toMatchObject({ actor: root.email, detail: 'Second factor required for: nobody → admins' })

    const other = await payload.create({
      collection: 'users',
      data: { email: 'admin-c@example.org', password: PASSWORD, role: 'school-admin', school: schoolA },
    })
    const { token, secondFactor } = await signIn(other.email)
    expect(secondFactor).toBe('enrol')
    expect(await me(token)).toBeNull()
    // The platform admin who raised it is asked too, from the next request on.
    expect(await me(rootToken)).toBeNull()

    const editor = await payload.create({
      collection: 'users',
      data: { email: 'editor-c@example.org', password: PASSWORD, role: 'editor', school: schoolA },
    })
    const plain = await signIn(editor.email)
    expect(plain.secondFactor).toBeUndefined()
    expect((await me(plain.token))?.email).toBe(editor.email)

    await setRequirement('staff')
    expect(await me(plain.token)).toBeNull()
    await enrol(plain.token)
    expect((await me(plain.token))?.email).toBe(editor.email)
    await setRequirement('nobody')
  })
})

describe('resets', () => {
  it('a platform admin resets another account’s second factor: signed out everywhere, audited', async () => {
    nextStep()
    const { token: rootToken } = await signIn(root.email)
    const row = (await rowOf(adminB.id))!
    expect(row.secret).toBeTruthy()

    // Nobody else may: not a school admin for their school's staff, not a platform admin for their own account.
    const { token: schoolAdmin } = await signIn('admin-c@example.org')
    expect((await rest('POST', '/second-factor/reset', { account: editorA.id }, as(schoolAdmin))).status).toBe(403)
    expect((await rest('POST', '/second-factor/reset', { account: root.id }, as(rootToken))).status).toBe(403)

    const reset = await rest('POST', '/second-factor/reset', { account: adminB.id }, as(rootToken))
    expect(reset.status, JSON.stringify(reset.json)).toBe(200)
    expect(await rowOf(adminB.id)).toBeNull()
    const account = await payload.db.findOne<{ id: number; sessions?: unknown[] }>({
      collection: 'users',
      where: { id: { equals: adminB.id } },
    })
    expect(account?.sessions ?? []).toHaveLength(0)
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'second-factor-reset' } },
      sort: '-createdAt',
    })
    expect(docs[0]).toMatchObject({ actor: root.email, detail: expect.stringContaining(adminB.email) })
    expect(docs[0].school).toMatchObject({ id: schoolB })
    // The password alone signs in again (nothing requires a second factor now).
    expect((await me((await signIn(adminB.email)).token))?.email).toBe(adminB.email)
  })

  it('`npm run second-factor:reset -- EMAIL` resets the last platform admin’s, from the shell, audited', async () => {
    nextStep()
    const { token } = await signIn(root.email)
    await enrol(token)
    const { secondFactor } = await signIn(root.email)
    expect(secondFactor).toBe('code')

    const clean = { ...process.env }
    delete clean.DATABASE_URL
    const run = (email: string) =>
      promisify(execFile)('npm', ['run', '--silent', 'second-factor:reset', '--', email], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...clean, DATA_DIR: dataDir },
      })
    const { stdout } = await run(root.email.toUpperCase())
    expect(stdout).toContain(`${root.email} has no second factor now and is signed out everywhere.`)
    expect(await rowOf(root.id)).toBeNull()
    const after = await signIn(root.email)
    expect(after.secondFactor).toBeUndefined()
    expect((await me(after.token))?.email).toBe(root.email)
    // (The command's clock is the real one, behind this test's: found by what it wrote.)
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'second-factor-reset' }, detail: { contains: root.email } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ actor: expect.stringContaining('npm run second-factor:reset'), school: null })

    await expect(run('nobody@example.org')).rejects.toMatchObject({ code: 1 })
  })
})

it('an account with a second factor can be removed, and its second factor goes with it', async () => {
  const editor = (await payload.find({ collection: 'users', where: { email: { equals: 'editor-c@example.org' } } }))
    .docs[0]
  expect(await rowOf(editor.id)).not.toBeNull()
  await payload.delete({ collection: 'users', id: editor.id })
  expect(await rowOf(editor.id)).toBeNull()
})

it('a session that gave a code sets the second factor up again (a new phone): the old app’s codes stop', async () => {
  const { openSecret } = await import('@/lib/accounts/second-factor-store')
  const old = openSecret((await rowOf(adminA.id))!.secret!)
  nextStep()
  const { token } = await signIn(adminA.email)
  expect((await giveCode(token, await generate({ secret: old }))).status).toBe(200)
  const { secret, recoveryCodes } = await enrol(token)
  expect(secret).not.toBe(old)
  expect(recoveryCodes).toHaveLength(10)
  nextStep()
  const { token: later } = await signIn(adminA.email)
  expect((await giveCode(later, await generate({ secret: old }))).json.error).toBe(WRONG)
  expect((await giveCode(later, await generate({ secret }))).status).toBe(200)
})
