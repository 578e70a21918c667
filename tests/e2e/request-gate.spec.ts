import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'

import { expect, test } from './helpers/test'
import { SignJWT } from 'jose'

import { ensureSchool, schoolRecord } from './helpers/schools'
import { startServer } from './helpers/server'

/**
 * Issue 25, items 2, 4 and 11, against a production server of its own as most installations run
 * it: no SERVER_URL (the admin is used at whatever address reaches the server, here
 * http://127.0.0.1:<port>), behind one trusted proxy (TRUST_PROXY=1, so that a test can speak for
 * visitors of other addresses, IPv6 ones included).
 */
const ADMIN = { email: 'gate-admin@example.org', password: 'Gate-admin-password-1' }
const OFFICE = { email: 'gate-office@example.org', password: 'Gate-office-password-1' }
let server: Awaited<ReturnType<typeof startServer>>
let api: APIRequestContext
let admin: Record<string, string>
let adminToken: string
let officeToken: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startServer({
    DEMO_CONTENT: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: '1',
  })
  api = await playwrightRequest.newContext({ baseURL: server.baseURL })
  adminToken = await login(ADMIN)
  admin = { Authorization: `JWT ${adminToken}` }
  const school = await schoolRecord(api, admin, 'JRSBKL')
  const created = await api.post('/cms-api/users', {
    headers: admin,
    data: { ...OFFICE, role: 'school-admin', school: school.id },
  })
  expect(created.status(), await created.text()).toBe(201)
  officeToken = await login(OFFICE)
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
})

async function login(account: { email: string; password: string }): Promise<string> {
  const res = await api.post('/cms-api/users/login', { data: account })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()).token
}

const MB = 1024 * 1024

/**
 * A chunked POST (no Content-Length) of `total` bytes, written as fast as the server takes them
 * and stopped as soon as it answers. Resolves with the answer and how much was sent by then.
 */
function chunkedPost(pathname: string, headers: Record<string, string>, total: number) {
  const url = new URL(server.baseURL)
  return new Promise<{ status: number; text: string; sent: number }>((resolve, reject) => {
    let sent = 0
    let answered = false
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        agent: false,
        method: 'POST',
        path: pathname,
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      (res) => {
        answered = true
        let text = ''
        res.on('data', (c: Buffer) => (text += c.toString()))
        res.on('end', () => {
          req.destroy()
          resolve({ status: res.statusCode ?? 0, text, sent })
        })
      },
    )
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const chunk = Buffer.alloc(MB, 'a')
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', write)
      }
      if (!answered) req.end()
    }
    // The headers alone first, and time for an answer from them: a client still writing to a
    // server that answered and closed gets EPIPE (the unread body makes the close a reset)
    // instead of the answer, and on a busy machine the answer can take a while. A server that
    // waits for the body gets all of it.
    req.flushHeaders()
    const start = setTimeout(() => {
      req.write('{"email":"')
      write()
    }, 10_000)
    req.once('response', () => clearTimeout(start))
  })
}

/** A token signed as Payload signs its sessions (HS256, key derived from the secret), with `claims`. */
async function signedToken(claims: Record<string, unknown>, expiresAt: number) {
  const secret = fs.readFileSync(path.join(server.dataDir, 'payload-secret'), 'utf8').trim()
  const key = new TextEncoder().encode(createHash('sha256').update(secret).digest('hex').slice(0, 32))
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', authVersion: 1, typ: 'JWT' })
    .setIssuedAt(expiresAt - 7200)
    .setExpirationTime(expiresAt)
    .sign(key)
}

const inMB = (bytes: number) => `${Math.round(bytes / MB)} MB`

test('item 2: only a session whose signature the server checked lifts the body cap', async () => {
  test.setTimeout(300_000)
  const me = await (await api.get('/cms-api/users/me', { headers: admin })).json()
  const claims = { id: me.user.id, collection: 'users', email: ADMIN.email }
  const expired = await signedToken(claims, Math.floor(Date.now() / 1000) - 60)
  // The right claims, signed with another key.
  const forged = (await signedToken(claims, Math.floor(Date.now() / 1000) + 3600)).replace(/.{4}$/, 'AAAA')
  const before = server.memory()
  const memory: string[] = [`before: ${inMB(before)}`]
  const statuses: Record<string, number> = {}
  for (const [name, headers] of Object.entries<Record<string, string>>({
    'invented cookie': { Cookie: 'payload-token=x' },
    'expired token': { Cookie: `payload-token=${expired}` },
    'forged signature': { Cookie: `payload-token=${forged}` },
    'invented JWT header': { Authorization: 'JWT x' },
  })) {
    const res = await chunkedPost('/cms-api/users/login', headers, 200 * MB)
    statuses[name] = res.status
    memory.push(
      `after offering 200 MB with ${name}: ${inMB(server.memory())} (answered ${res.status}, ${inMB(res.sent)} sent)`,
    )
  }
  const after = server.memory()
  console.log(`[item 2] server memory (RSS) ${memory.join('; ')}`)
  expect(statuses).toEqual({
    'invented cookie': 411,
    'expired token': 411,
    'forged signature': 411,
    'invented JWT header': 411,
  })
  expect(after - before).toBeLessThan(100 * MB)

  // A real session still brings its staff upload size, and no declared length is asked of it.
  const real = { Cookie: `payload-token=${adminToken}` }
  const signIn = await new Promise<number>((resolve, reject) => {
    const url = new URL(server.baseURL)
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        agent: false,
        method: 'POST',
        path: '/cms-api/users/login',
        headers: {
          ...real,
          'Content-Type': 'application/json',
        },
      },
      (res) => resolve(res.statusCode ?? 0),
    )
    req.on('error', reject)
    req.write('{"email":"')
    req.end(`${ADMIN.email}","password":"${ADMIN.password}"}`)
  })
  expect(signIn).toBe(200)
  // Each on a connection of its own: it declares a body it never sends.
  const declared = (headers: Record<string, string>, bytes: number) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const url = new URL(server.baseURL)
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          agent: false,
          method: 'POST',
          path: '/cms-api/media',
          headers: { ...headers, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(bytes) },
        },
        (res) => {
          let text = ''
          res.on('data', (c: Buffer) => (text += c.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on('error', reject)
      req.end()
    })
  expect((await declared(real, 30 * MB)).text).toContain('21504 KB')
  expect((await declared({ Cookie: 'payload-token=x' }, 1 * MB)).text).toContain('64 KB')
  console.log(`[item 2] server memory (RSS) at the end: ${inMB(server.memory())}`)
})

test('item 4: a form on another site cannot use the staff cookie, nor send a non-JSON body', async ({ page }) => {
  const phone = '9847066666'
  expect((await api.post('/api/form/JRSBKL/contact', { data: contactFrom(phone) })).status()).toBe(201)
  const messages = async () =>
    (await (await api.get(`/cms-api/contact-messages?where[phone][equals]=${phone}`, { headers: admin })).json())
      .totalDocs

  // Another site (another port of the same host is the same "site" for SameSite=Lax cookies, so
  // the browser does send the cookie) posts a form to the erase endpoint.
  const evil = http.createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html')
    res.end(
      `<form method="post" enctype="text/plain" action="${server.baseURL}/cms-api/person-data/erase">` +
        `<input name='{"phone":"${phone}","x":"' value='"}'></form><script>document.forms[0].submit()</script>`,
    )
  })
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve))
  try {
    await page
      .context()
      .addCookies([{ name: 'payload-token', value: officeToken, url: server.baseURL, sameSite: 'Lax', httpOnly: true }])
    await page.goto(`http://127.0.0.1:${(evil.address() as AddressInfo).port}/`)
    await page.waitForURL(`${server.baseURL}/cms-api/person-data/erase`)
    await expect(page.locator('body')).toContainText('another site')
  } finally {
    // A browser with a profile may hold a connection it opened ahead of need, which close() waits for.
    evil.closeAllConnections()
    await new Promise((resolve) => evil.close(resolve))
  }
  expect(await messages()).toBe(1)

  // The admin at the address the server was reached on keeps working, from the browser itself.
  await page.goto(`${server.baseURL}/admin`)
  const fromAdmin = await page.evaluate(async (p) => {
    const res = await fetch('/cms-api/person-data/erase', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: p }),
    })
    return { status: res.status, body: await res.json() }
  }, phone)
  expect(fromAdmin).toEqual({ status: 200, body: { erased: { 'contact-messages': 1 } } })
})

const contactFrom = (phone: string) => ({
  name: 'Gate Test',
  email: 'gate@example.org',
  phone,
  subject: 'Hello',
  message: 'Hi',
})

test('item 4: state-changing requests with the staff cookie come from the site’s own addresses only', async () => {
  const cookie = { Cookie: `payload-token=${officeToken}` }
  const own = new URL(server.baseURL).origin
  const erase = (headers: Record<string, string>, data: string) =>
    api.post('/cms-api/person-data/erase', { headers: { ...cookie, ...headers }, data })
  const json = JSON.stringify({ phone: '9847077777' })

  const foreign = await erase({ Origin: 'https://evil.example', 'Content-Type': 'text/plain' }, json)
  expect(foreign.status()).toBe(403)
  expect((await foreign.json()).error).toMatch(/another site/)
  expect((await erase({ Origin: 'https://evil.example', 'Content-Type': 'application/json' }, json)).status()).toBe(403)
  expect((await erase({ Origin: 'null', 'Content-Type': 'application/json' }, json)).status()).toBe(403)
  expect((await erase({ 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' }, json)).status()).toBe(403)
  // Payload's own API too: a school's profile cannot be changed from another site.
  const school = await schoolRecord(api, admin, 'JRSBKL')
  const patched = await api.patch(`/cms-api/schools/${school.id}`, {
    headers: { Cookie: `payload-token=${adminToken}`, Origin: 'https://evil.example' },
    data: { name: 'Changed from afar' },
  })
  expect(patched.status()).toBe(403)
  expect((await schoolRecord(api, admin, 'JRSBKL')).name).not.toBe('Changed from afar')

  // From the site itself: a custom endpoint takes JSON only.
  const plain = await erase({ Origin: own, 'Content-Type': 'text/plain' }, json)
  expect(plain.status()).toBe(415)
  expect((await plain.json()).error).toMatch(/application\/json/)
  const reveal = await api.post('/cms-api/admission-registrations/1/reveal-aadhaar', {
    headers: { ...cookie, Origin: own, 'Content-Type': 'text/plain' },
    data: '',
  })
  expect(reveal.status()).toBe(415)
  expect((await erase({ Origin: own, 'Content-Type': 'application/json' }, json)).status()).toBe(200)
  // A client that is no browser (no Origin, no Sec-Fetch-Site) is no cross-site form.
  expect((await erase({ 'Content-Type': 'application/json' }, json)).status()).toBe(200)

  // A school's domain is its site, from the moment it is added until it is removed.
  const schoolB = await ensureSchool(api, admin, 'GATEB')
  const fromDomain = { Origin: 'http://gate-b.example', 'Content-Type': 'application/json' }
  expect((await erase(fromDomain, json)).status()).toBe(403)
  await api.patch(`/cms-api/schools/${schoolB}`, { headers: admin, data: { domains: ['gate-b.example'] } })
  expect((await erase(fromDomain, json)).status()).toBe(200)
  expect((await erase({ ...fromDomain, Origin: 'https://gate-b.example' }, json)).status()).toBe(200)
  await api.patch(`/cms-api/schools/${schoolB}`, { headers: admin, data: { domains: [] } })
  expect((await erase(fromDomain, json)).status()).toBe(403)
})

test('item 11: an IPv6 visitor is one visitor across the addresses of its /64', async () => {
  const statuses: number[] = []
  for (let i = 1; i <= 12; i++) {
    const res = await api.post('/api/tc/JRSBKL', {
      data: { name: 'Nobody', admission: `V6-${i}` },
      headers: { 'X-Forwarded-For': `2001:db8:25:11:${i.toString(16)}::${i}` },
    })
    statuses.push(res.status())
  }
  // FORM_RATE_LIMIT's default of 10 look-ups, then refused, whichever address of the /64 asks.
  expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true)
  expect(statuses.slice(10)).toEqual([429, 429])
  // The next /64 is another visitor.
  const other = await api.post('/api/tc/JRSBKL', {
    data: { name: 'Nobody', admission: 'V6-other' },
    headers: { 'X-Forwarded-For': '2001:db8:25:12::1' },
  })
  expect(other.status()).toBe(404)
})
