import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'

import { expect, test } from './helpers/test'

import { startServer } from './helpers/server'
import { changeAdminForm, hydrated } from './helpers/site'

/**
 * Issue 25, items 9 and 5, on a production server of its own started without ADMIN_EMAIL (a
 * fresh installation, as a stranger on the internet would find it) and with TRUST_PROXY=1, so
 * that each request can say which address it comes from, as nginx would.
 */
let server: Awaited<ReturnType<typeof startServer>>
let api: APIRequestContext
let token = ''

const FIRST = { email: 'first-admin@example.org', password: 'Harbour-Violet-Sextant-31' }
const from = (address: string) => ({ 'X-Forwarded-For': address })

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startServer({ DEMO_CONTENT: 'false', TRUST_PROXY: '1' })
  api = await playwrightRequest.newContext({ baseURL: server.baseURL })
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
})

test('item 9: the first start prints a one-time setup link, and a stranger cannot make the first account', async () => {
  const link = server.output().match(/(http:\/\/localhost:\d+)\/admin\/create-first-user\?setup=([A-Za-z0-9_-]+)/)
  expect(link, server.output()).not.toBeNull()
  expect(link![1]).toBe(`http://localhost:${new URL(server.baseURL).port}`)
  token = link![2]

  for (const attempt of ['', '?setup=not-the-token-at-all-0000000000']) {
    const stranger = await api.post(`/cms-api/users/first-register${attempt}`, {
      headers: from('192.0.2.1'),
      data: {
        email: 'stranger@example.org',
        password: 'Stranger-password-9',
        'confirm-password': 'Stranger-password-9',
      },
    })
    expect(stranger.status()).toBe(403)
    expect(await stranger.text()).toContain("setup link printed in the server's log")
  }
  // The stranger has no account to sign in with.
  const signIn = await api.post('/cms-api/users/login', {
    headers: from('192.0.2.1'),
    data: { email: 'stranger@example.org', password: 'Stranger-password-9' },
  })
  expect(signIn.status()).toBe(401)
})

test('item 9 and 5: the link works in a browser, which shows the password rule for a weak password', async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/admin/create-first-user?setup=${token}`)
  // Typed into before the admin's form has hydrated, the fields stay empty in the form's state and
  // the submit goes nowhere: on a loaded CI machine hydration came after `networkidle`.
  for (const field of ['#field-email', '#field-password', '#field-confirm-password', 'button[type="submit"]'])
    await hydrated(page.locator(field))
  await changeAdminForm(page, async () => {
    await page.locator('#field-email').fill(FIRST.email)
    await page.locator('#field-password').fill('abc')
    await page.locator('#field-confirm-password').fill('abc')
  })
  await page.locator('button[type="submit"]').click()
  await expect(page.getByText(/at least 12 characters that is hard to guess/).first()).toBeVisible({
    timeout: 15_000,
  })
  await expect(page).toHaveURL(/create-first-user/)

  // The refused fields stay marked invalid in the admin's form until its next form state says
  // otherwise, and a submit meanwhile is stopped in the browser (CI clicked 50 ms after typing,
  // before the form state was even asked for): wait for it as a person's pace does.
  await changeAdminForm(page, async () => {
    await page.locator('#field-password').fill(FIRST.password)
    await page.locator('#field-confirm-password').fill(FIRST.password)
  })
  // What was typed stays: no refresh of the page (a cookie set by a server action) empties it.
  await expect(page.locator('#field-email')).toHaveValue(FIRST.email)
  await expect(page.locator('#field-password')).toHaveValue(FIRST.password)
  await page.locator('button[type="submit"]').click()
  // The account is made, signed in and the dashboard drawn: seconds on a loaded machine.
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 15_000 })
  await expect(page.getByRole('link', { name: 'News', exact: true }).first()).toBeVisible()

  const me = await page.request.get(`${server.baseURL}/cms-api/users/me`)
  expect((await me.json()).user).toMatchObject({ email: FIRST.email, role: 'platform-admin' })
})

test('item 9: once an account exists the token opens nothing', async ({ page }) => {
  const again = await api.post(`/cms-api/users/first-register?setup=${token}`, {
    headers: from('192.0.2.2'),
    data: { email: 'second@example.org', password: 'Second-password-77', 'confirm-password': 'Second-password-77' },
  })
  expect(again.status()).toBe(403)
  await page.goto(`${server.baseURL}/admin/create-first-user?setup=${token}`)
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('item 5: wrong, unknown and throttled sign-ins get one answer; a stranger never locks the admin out', async () => {
  const signIn = (email: string, password: string, address: string) =>
    api.post('/cms-api/users/login', { headers: from(address), data: { email, password } })
  const answers = new Set<string>()
  for (let i = 0; i < 40; i++) {
    for (const email of [FIRST.email, 'nobody@example.org']) {
      const res = await signIn(email, `Wrong-guess-${i}-xyz`, '192.0.2.66')
      answers.add(`${res.status()} ${await res.text()}`)
    }
  }
  // The right password from the stranger's address, now throttled, gets that answer too.
  const throttled = await signIn(FIRST.email, FIRST.password, '192.0.2.66')
  answers.add(`${throttled.status()} ${await throttled.text()}`)
  expect([...answers]).toHaveLength(1)
  expect([...answers][0]).toMatch(/^401 .*The e-mail or password is incorrect, or there were too many attempts/)

  // The admin, from their own address, signs in at once.
  const admin = await signIn(FIRST.email, FIRST.password, '203.0.113.5')
  expect(admin.status()).toBe(200)
})

test('item 5: password-reset requests are throttled alike for real and unknown accounts', async () => {
  const forgot = (email: string, address: string) =>
    api.post('/cms-api/users/forgot-password', { headers: from(address), data: { email } })
  const real: string[] = []
  const unknown: string[] = []
  for (let i = 0; i < 5; i++) {
    const a = await forgot(FIRST.email, `198.51.100.${10 + i}`)
    const b = await forgot('nobody@example.org', `198.51.100.${20 + i}`)
    real.push(`${a.status()} ${await a.text()}`)
    unknown.push(`${b.status()} ${await b.text()}`)
  }
  expect(real).toEqual(unknown)
  expect(real.map((a) => a.slice(0, 3))).toEqual(['200', '200', '200', '429', '429'])
  // What the log says: never the staff member's address.
  expect(server.output()).not.toContain(FIRST.email)
})
