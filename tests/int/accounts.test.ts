import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPayload, twoSchoolsWithStaff, type StaffUser } from '../helpers/payload'

/**
 * Issue 25, item 5 (sign-in) on the real database, through Payload's own REST handler (the code
 * behind /cms-api/…): the password rule on every way a password is set, one answer for an
 * unknown, a wrong and a throttled sign-in, throttles that never lock the owner out, and
 * password-reset requests throttled alike for real and unknown addresses. The address a request
 * comes from is the header scripts/server.mjs writes on every request.
 */
let payload: Payload
let cleanup: () => Promise<void>
let dataDir: string
let schoolA: number
let root: StaffUser
let editorA: StaffUser
let setup: string | null

const RULE = /at least 12 characters that is hard to guess/
const STRONG = 'Tidal-Lantern-Orchid-58'

beforeAll(async () => {
  let prepared
  ;({ payload, dataDir, cleanup, prepared } = await freshPayload())
  setup = prepared.setup
})

afterAll(async () => cleanup?.())

/** A request to the CMS API from the given address (as the server names it in x-client-address). */
async function rest(
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const answer = await handleEndpoints({
    config: payload.config,
    payloadInstanceCacheKey: dataDir,
    request: new Request(`http://localhost/cms-api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'x-client-address': '198.51.100.1', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  return { status: answer.status, json: (await answer.json()) as Record<string, unknown> }
}

const from = (address: string) => ({ 'x-client-address': address })
const signIn = (email: string, password: string, address: string) =>
  rest('POST', '/users/login', { email, password }, from(address))
const asRoot = async () => {
  const { json } = await signIn(root.email, 'Test-password-1', '203.0.113.250')
  return { Authorization: `JWT ${json.token as string}` }
}
const fieldError = (json: Record<string, unknown>) =>
  JSON.stringify((json.errors as { data?: { errors?: unknown } }[] | undefined)?.[0]?.data?.errors ?? json)

describe('a fresh installation (items 9 and 5)', () => {
  const firstRegister = (query = '', headers: Record<string, string> = {}, password = STRONG) =>
    rest('POST', `/users/first-register${query}`, { email: 'first@example.org', password }, headers)

  it('ADMIN_PASSWORD at first start follows the password rule, said in the administrator’s terms', async () => {
    const { ensureFirstAdmin } = await import('@/seed')
    await expect(ensureFirstAdmin(payload, 'office@school.example', 'abc')).rejects.toThrow(
      /ADMIN_PASSWORD is not accepted.*at least 12 characters/,
    )
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('a stranger’s first-register without the setup token is refused with where to find the link', async () => {
    expect(setup).toMatch(/^[A-Za-z0-9_-]{32}$/)
    for (const attempt of [firstRegister(), firstRegister('?setup=not-the-token-at-all-0000000000')]) {
      const refused = await attempt
      expect(refused.status).toBe(403)
      expect(JSON.stringify(refused.json)).toMatch(/setup link printed in the server's log/)
    }
    expect((await payload.count({ collection: 'users' })).totalDocs).toBe(0)
  })

  it('the token opens it once (in the cookie the link sets), and the first password follows the rule', async () => {
    const cookie = { Cookie: `first-account-setup=${setup}` }
    const weak = await firstRegister('', cookie, 'abc')
    expect(weak.status).toBe(400)
    expect(fieldError(weak.json)).toMatch(RULE)
    const made = await firstRegister('', cookie)
    expect(made.status, JSON.stringify(made.json)).toBe(200)
    expect((made.json.user as { role: string }).role).toBe('platform-admin')
    expect((await firstRegister('', cookie)).status).toBe(403)
    expect((await firstRegister(`?setup=${setup}`)).status).toBe(403)
    const { setupToken } = await import('@/lib/accounts/first-account')
    expect(await setupToken(payload)).toBeNull()
  })
})

/** The cast of the tests below, made once the fresh installation's own tests above have run on it empty. */
async function cast() {
  if (root) return
  ;({ schoolA, editorA, root } = await twoSchoolsWithStaff(payload, 'OTHER5'))
}

describe('item 5: the password rule', () => {
  beforeAll(cast)

  it('an account made with a weak password is refused with the rule, on the password field', async () => {
    const headers = await asRoot()
    for (const weak of ['abc', 'password1234', 'qwertyuiop12', 'aaaaaaaaaaaaaaa', 'weak-editor@example.org1']) {
      const made = await rest(
        'POST',
        '/users',
        { email: 'weak-editor@example.org', password: weak, role: 'editor', school: schoolA },
        headers,
      )
      expect(made.status, weak).toBe(400)
      expect(fieldError(made.json)).toMatch(/"path":"password"/)
      expect(fieldError(made.json)).toMatch(RULE)
    }
  })

  it('a strong password of 12 characters and more is accepted', async () => {
    const made = await rest(
      'POST',
      '/users',
      { email: 'strong-editor@example.org', password: STRONG, role: 'editor', school: schoolA },
      await asRoot(),
    )
    expect(made.status, JSON.stringify(made.json)).toBe(201)
    expect((await signIn('strong-editor@example.org', STRONG, '198.51.100.77')).status).toBe(200)
  })

  it('changing a password follows the same rule', async () => {
    const headers = await asRoot()
    const weak = await rest('PATCH', `/users/${editorA.id}`, { password: 'abc' }, headers)
    expect(weak.status).toBe(400)
    expect(fieldError(weak.json)).toMatch(RULE)
    // Other fields change without a password.
    expect((await rest('PATCH', `/users/${editorA.id}`, { name: 'Editor A' }, headers)).status).toBe(200)
  })

  it('a password reset follows the same rule', async () => {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: editorA.email },
      disableEmail: true,
    })
    const weak = await rest('POST', '/users/reset-password', { token, password: 'abc' })
    expect(weak.status).toBe(400)
    expect(fieldError(weak.json)).toMatch(RULE)
    expect((await rest('POST', '/users/reset-password', { token, password: 'Test-password-1' })).status).toBe(200)
  })
})

describe('item 5: sign-in throttles', () => {
  beforeAll(cast)

  it('a wrong password, an unknown e-mail and a throttled account get one answer', async () => {
    const stranger = '192.0.2.10'
    const answers = { wrong: [] as string[], unknown: [] as string[] }
    for (let i = 0; i < 12; i++) {
      const wrong = await signIn(editorA.email, `Wrong-guess-${i}-xyz`, stranger)
      const unknown = await signIn('nobody-here@example.org', `Wrong-guess-${i}-xyz`, stranger)
      answers.wrong.push(`${wrong.status} ${JSON.stringify(wrong.json)}`)
      answers.unknown.push(`${unknown.status} ${JSON.stringify(unknown.json)}`)
    }
    expect(answers.wrong).toEqual(answers.unknown)
    expect(new Set(answers.wrong).size).toBe(1)
    expect(answers.wrong[0]).toMatch(/^401 .*The e-mail or password is incorrect, or there were too many attempts/)
    // Past the limit even the right password gets the same answer from that address …
    const throttled = await signIn(editorA.email, 'Test-password-1', stranger)
    expect(`${throttled.status} ${JSON.stringify(throttled.json)}`).toBe(answers.wrong[0])
    // … while the owner, elsewhere, signs in as always.
    expect((await signIn(editorA.email, 'Test-password-1', '198.51.100.20')).status).toBe(200)
  })

  it('a stranger’s many wrong passwords for the platform admin’s address never stop the admin', async () => {
    for (let i = 0; i < 40; i++) await signIn(root.email, `Not-the-password-${i}`, '192.0.2.66')
    const admin = await signIn(root.email, 'Test-password-1', '203.0.113.5')
    expect(admin.status, JSON.stringify(admin.json)).toBe(200)
    expect(admin.json.token).toBeTruthy()
  })

  // Each limit is held from both sides: the right password still works at the last attempt
  // allowed, and no longer at the next one (a sign-in that succeeds is given back, so it takes
  // the one wrong attempt after it to reach the limit).
  it('one account may fail 10 times in ten minutes from one address, and no more', async () => {
    const address = '192.0.2.88'
    for (let i = 0; i < 9; i++) await signIn(editorA.email, `Wrong-guess-${i}-abc`, address)
    expect((await signIn(editorA.email, 'Test-password-1', address)).status).toBe(200)
    expect((await signIn(editorA.email, 'Wrong-guess-last-abc', address)).status).toBe(401)
    expect((await signIn(editorA.email, 'Test-password-1', address)).status).toBe(401)
  })

  it('one address may fail at most 30 times in ten minutes, over all accounts', async () => {
    const address = '192.0.2.99'
    for (let i = 0; i < 29; i++) await signIn(`guess${i}@example.org`, 'Wrong-guess-xyz-1', address)
    expect((await signIn(editorA.email, 'Test-password-1', address)).status).toBe(200)
    expect((await signIn('guess-last@example.org', 'Wrong-guess-xyz-1', address)).status).toBe(401)
    // Past the limit the attempt is refused before the password is looked at: the right one fails too.
    expect((await signIn(editorA.email, 'Test-password-1', address)).status).toBe(401)
    // Each unknown address costs a password check's work (PBKDF2, 600,000 rounds).
  }, 120_000)

  it('an office behind one address signs in as often as it needs', async () => {
    for (let i = 0; i < 15; i++)
      expect((await signIn(editorA.email, 'Test-password-1', '198.51.100.30')).status).toBe(200)
  })
})

describe('item 5: password-reset requests', () => {
  beforeAll(cast)

  const forgot = (email: string, address: string) => rest('POST', '/users/forgot-password', { email }, from(address))

  it('are throttled per account from any address, alike for real and unknown accounts', async () => {
    const real: string[] = []
    const unknown: string[] = []
    for (let i = 0; i < 5; i++) {
      const a = await forgot('strong-editor@example.org', `192.0.2.${120 + i}`)
      const b = await forgot('nobody-there@example.org', `192.0.2.${130 + i}`)
      real.push(`${a.status} ${JSON.stringify(a.json)}`)
      unknown.push(`${b.status} ${JSON.stringify(b.json)}`)
    }
    expect(real).toEqual(unknown)
    expect(real.slice(0, 3).every((a) => a.startsWith('200'))).toBe(true)
    expect(real.slice(3).every((a) => a.startsWith('429') && a.includes('Too many password-reset requests'))).toBe(true)
  })

  it('are throttled per address over all accounts', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await forgot(`someone${i}@example.org`, '192.0.2.200')).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
  })
})
