import http from 'node:http'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'

import { expect, test } from './helpers/test'

import { CAREER_MESSAGES } from '../../src/forms/career'
import { encryptAadhaar, keyFromDataKey, UNREADABLE_AADHAAR } from '../../src/lib/privacy/aadhaar'
import { TRY_AGAIN_MESSAGE } from '../../src/forms/messages'
import { samplePdf } from '../../src/seed/images'

import { admissionBody, careerBody } from './helpers/bodies'
import { ensureSchool, schoolRecord, setAdmissionOpen } from './helpers/schools'
import { startServer } from './helpers/server'

/**
 * Issue 10 against a production server of its own: FORM_RATE_LIMIT at its default of 10, an
 * https SERVER_URL (for HSTS and Secure cookies), its output kept to check what it logs, and its
 * database file at hand to make a write fail.
 */
const ADMIN = { email: 'security-admin@example.org', password: 'Security-admin-password-1' }
let server: Awaited<ReturnType<typeof startServer>>
let api: APIRequestContext
let admin: Record<string, string>

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startServer({
    FORM_RATE_LIMIT: '10',
    SERVER_URL: 'https://school.example',
    DEMO_CONTENT: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  })
  api = await playwrightRequest.newContext({ baseURL: server.baseURL })
  admin = await login(ADMIN)
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
})

/**
 * A staff token for the Authorization header. Signed in from a context of its own, so that `api`
 * holds no staff cookie and its requests without one stay a visitor's.
 */
async function login(account: { email: string; password: string }) {
  const context = await playwrightRequest.newContext({ baseURL: server.baseURL })
  try {
    const res = await context.post('/cms-api/users/login', { data: account })
    expect(res.status(), await res.text()).toBe(200)
    return { Authorization: `JWT ${(await res.json()).token}` }
  } finally {
    await context.dispose()
  }
}

/** SQL on the server's own database file, as the office's backup tool or an attacker with disk access would. */
async function sql(statement: string, args: (string | number)[] = []) {
  const client = createClient({ url: `file:${path.join(server.dataDir, 'school.db')}` })
  try {
    return await client.execute({ sql: statement, args })
  } finally {
    client.close()
  }
}

const career = careerBody

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anu',
  email: 'anu@example.org',
  phone: '9000000000',
  subject: 'Hello',
  message: 'Hi',
  ...overrides,
})

/** A raw request, for what Playwright's client will not send (chunked bodies, lying lengths). */
function raw(options: http.RequestOptions, body?: (req: http.ClientRequest) => void) {
  const url = new URL(server.baseURL)
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, ...options }, (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('error', reject)
    if (body) body(req)
    else req.end()
  })
}

/** A Content-Security-Policy as each directive's sources, sorted, so a directive is compared whole. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources.sort()]),
  )

/**
 * The public pages' policy as docs/security-privacy.md states it (Headers), directive by
 * directive: a wider source anywhere (`img-src *`, `script-src *`) or a directive more or less fails.
 */
const PUBLIC_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // Video pictures are kept by the server: no image comes from another site.
  'img-src': ["'self'", 'blob:', 'data:'],
  // data: only from the site's own stylesheet (the language switch's glyphs).
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // The service worker of phone notifications (/sw.js), the site's own only.
  'worker-src': ["'self'"],
  'frame-src': ['https://maps.google.com', 'https://www.google.com', 'https://www.openstreetmap.org'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
  // SERVER_URL is https here.
  'upgrade-insecure-requests': [],
}

test('every public answer carries the security headers; the admin may not be framed', async () => {
  for (const pathname of ['/', '/News', '/ContactUs', '/api/news/All/JRSBKL']) {
    const res = await api.get(pathname)
    expect(res.status(), pathname).toBe(200)
    const h = res.headers()
    expect(directives(h['content-security-policy'] ?? ''), pathname).toEqual(PUBLIC_POLICY)
    expect(h['x-content-type-options']).toBe('nosniff')
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(h['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/)
    expect(h['strict-transport-security']).toMatch(/max-age=\d+/)
  }
  const adminPage = await api.get('/admin/login')
  expect(adminPage.headers()['x-frame-options']).toBe('DENY')
  expect(directives(adminPage.headers()['content-security-policy'] ?? '')).toEqual({
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  })
})

test('staff session cookies are HttpOnly, Secure under an https SERVER_URL, and SameSite=Lax', async () => {
  // A context of its own: `api` stays a visitor's, without the session cookie this sets.
  const staff = await playwrightRequest.newContext({ baseURL: server.baseURL })
  const res = await staff.post('/cms-api/users/login', { data: ADMIN })
  const cookie = res.headers()['set-cookie'] ?? ''
  await staff.dispose()
  expect(cookie).toMatch(/payload-token=/)
  expect(cookie).toMatch(/HttpOnly/i)
  expect(cookie).toMatch(/Secure/i)
  expect(cookie).toMatch(/SameSite=Lax/i)
})

test('finding 6: bodies are capped while they arrive, and anonymous CMS bodies are small', async () => {
  const before = (await (await api.get('/cms-api/contact-messages?limit=1', { headers: admin })).json()).totalDocs
  // Chunked, no Content-Length: cut off at the endpoint's 16 KB.
  const chunked = await raw(
    { method: 'POST', path: '/api/form/JRSBKL/contact', headers: { 'Content-Type': 'application/json' } },
    (req) => {
      req.write('{"name":"' + 'x'.repeat(64 * 1024))
      req.end('","email":"a@example.org"}')
    },
  )
  expect(chunked.status).toBe(413)
  // A 30 MB upload from nobody is refused from its headers, before a byte of it is read.
  const upload = await raw(
    {
      method: 'POST',
      path: '/cms-api/media',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(30 * 1024 * 1024) },
    },
    (req) => req.end(),
  )
  expect(upload.status).toBe(413)
  const anonymousChunked = await raw(
    { method: 'POST', path: '/cms-api/users/login', headers: { 'Content-Type': 'application/json' } },
    (req) => {
      req.write('{"email":"')
      req.end('a@example.org","password":"x"}')
    },
  )
  expect(anonymousChunked.status).toBe(411)
  const after = (await (await api.get('/cms-api/contact-messages?limit=1', { headers: admin })).json()).totalDocs
  expect(after).toBe(before)
})

test('finding 7: one e-mail address only, and a CV that only pretends to be a PDF is the visitor’s mistake', async () => {
  const two = await api.post('/api/career/JRSBKL', { data: career({ email: 'a@example.org, b@example.org' }) })
  expect(two.status()).toBe(400)
  expect((await two.json()).fields.email).toBe(CAREER_MESSAGES.emailInvalid)
  const pretend = await api.post('/api/career/JRSBKL', {
    data: career({
      attachments: {
        name: 'cv.pdf',
        type: 'application/pdf',
        data: Buffer.from('%PDF-1.7 not really').toString('base64'),
      },
    }),
  })
  expect(pretend.status()).toBe(400)
  expect((await pretend.json()).error).toBe(CAREER_MESSAGES.fileType)
})

test('finding 8: a failed store logs no personal data', async () => {
  const phone = '9812345670'
  await sql(`CREATE TRIGGER fail_contact BEFORE INSERT ON contact_messages BEGIN SELECT RAISE(ABORT, 'forced'); END`)
  try {
    const res = await api.post('/api/form/JRSBKL/contact', { data: contact({ name: 'Logged Lakshmi', phone }) })
    expect(res.status()).toBe(500)
    expect((await res.json()).error).toBe(TRY_AGAIN_MESSAGE)
  } finally {
    await sql('DROP TRIGGER fail_contact')
  }
  await expect.poll(() => server.output()).toContain('[contact] failed')
  expect(server.output()).not.toContain(phone)
  expect(server.output()).not.toContain('Logged Lakshmi')
})

test('finding 10: honeypot answers look real, keys are per school, and links and ids are checked', async () => {
  const real = await api.post('/api/form/JRSBKL/contact', { data: contact() })
  const bot = await api.post('/api/form/JRSBKL/contact', { data: contact({ website: 'http://spam.example' }) })
  expect(bot.status()).toBe(real.status())
  const shape = (body: { data: Record<string, unknown> }) => Object.keys(body.data).sort()
  expect(shape(await bot.json())).toEqual(shape(await real.json()))

  // One key sent to two schools stores one message in each (the check used to ignore the school).
  await ensureSchool(api, admin, 'SECB')
  const key = `shared-key-${Date.now()}`
  expect((await api.post('/api/form/JRSBKL/contact', { data: contact({ submissionKey: key }) })).status()).toBe(201)
  expect((await api.post('/api/form/SECB/contact', { data: contact({ submissionKey: key }) })).status()).toBe(201)

  // Visitors read the CMS API shallowly and a page at a time.
  const deep = await (await api.get('/cms-api/disclosures?depth=10&pagination=false&limit=0')).json()
  expect(deep.limit).toBeLessThanOrEqual(100)
  const file = deep.docs[0].documents.find((row: { file?: unknown }) => row.file)?.file
  expect(typeof file).toBe('object')
  expect(typeof file.school).toBe('number')
  const faculty = await (await api.get('/cms-api/faculty?pagination=false')).json()
  expect(faculty.docs.length).toBeLessThan(46)

  // A record number that is not a number is the caller's mistake, a visitor's or staff's, in a
  // find or a count (tests/helpers/record-ids.ts tries every collection on both databases).
  for (const headers of [admin, {}])
    for (const query of ['where[id][equals]=abc', 'where[school][equals]=abc', 'where[id][in]=1,x']) {
      for (const route of ['news', 'news/count']) {
        const res = await api.get(`/cms-api/${route}?${query}`, { headers })
        expect(res.status(), `${route}?${query}`).toBe(400)
      }
    }
  for (const path of ['news/abc', 'news/distinct', 'media/abc'])
    expect((await api.get(`/cms-api/${path}`)).status(), path).toBe(404)

  // Links staff type: web, mail and phone only; the map only from a provider the CSP allows.
  const school = await schoolRecord(api, admin, 'JRSBKL')
  for (const data of [
    { social: [{ platform: 'Facebook', url: 'javascript:alert(1)' }] },
    { parentPortalUrl: 'data:text/html,<script>alert(1)</script>' },
    { mapsEmbedUrl: 'https://evil.example/map' },
  ]) {
    const res = await api.patch(`/cms-api/schools/${school.id}`, { headers: admin, data })
    expect(res.status(), JSON.stringify(data)).toBe(400)
  }
  expect(
    (
      await api.patch(`/cms-api/schools/${school.id}`, {
        headers: admin,
        data: { parentPortalUrl: 'https://portal.example.org/' },
      })
    ).status(),
  ).toBe(200)
  const home = await (await api.get('/ContactUs')).text()
  expect(home).toMatch(/<iframe[^>]+sandbox="[^"]*allow-scripts/)
})

test('finding 1: the certificate download refuses a file of another school', async () => {
  const schoolB = await ensureSchool(api, admin, 'SECB')
  const upload = async (school: number, name: string) => {
    const res = await api.post('/cms-api/private-files', {
      headers: admin,
      multipart: {
        file: { name, mimeType: 'application/pdf', buffer: samplePdf('TC', ['x']) },
        _payload: JSON.stringify({ school }),
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    return (await res.json()).doc.id as number
  }
  const jrsbkl = (await schoolRecord(api, admin, 'JRSBKL')).id
  const own = await upload(jrsbkl, 'own-tc.pdf')
  const foreign = await upload(schoolB, 'other-school-secret.pdf')
  const refused = await api.post('/cms-api/transfer-certificates', {
    headers: admin,
    data: { admissionNo: 'SEC-1', studentName: 'Cross School', file: foreign, school: jrsbkl },
  })
  expect(refused.status()).toBe(400)
  const made = await api.post('/cms-api/transfer-certificates', {
    headers: admin,
    data: { admissionNo: 'SEC-1', studentName: 'Cross School', file: own, school: jrsbkl },
  })
  expect(made.status()).toBe(201)
  // Even if the database were changed behind the admin's back, the download checks the school.
  await sql('UPDATE transfer_certificates SET file_id = ? WHERE id = ?', [foreign, (await made.json()).doc.id])
  const lookUp = await api.post('/api/tc/JRSBKL', { data: { name: 'Cross School', admission: 'SEC-1' } })
  expect(lookUp.status()).toBe(200)
  const link = (await lookUp.json()).data as string
  expect((await api.get(link)).status()).toBe(404)
})

test('finding 4: an invented X-Forwarded-For does not get round the rate limit', async () => {
  const statuses: number[] = []
  for (let i = 0; i < 15; i++) {
    const res = await api.post('/api/tc/JRSBKL', {
      data: { name: 'Nobody', admission: `X${i}` },
      headers: { 'X-Forwarded-For': `203.0.113.${i + 1}`, 'X-Real-IP': `198.51.100.${i + 1}` },
    })
    statuses.push(res.status())
  }
  // At most FORM_RATE_LIMIT (10) look-ups from this address get through (one was made above),
  // whatever each request claims to come from; the rest are refused.
  const first = statuses.indexOf(429)
  expect(first).toBeGreaterThan(0)
  expect(first).toBeLessThanOrEqual(10)
  expect(statuses.slice(0, first).every((s) => s === 404)).toBe(true)
  expect(statuses.slice(first).every((s) => s === 429)).toBe(true)
})

test('finding 9: Aadhaar numbers are masked in the REST answer and CSV; a school admin reveals one, recorded', async () => {
  const school = await schoolRecord(api, admin, 'JRSBKL')
  await setAdmissionOpen(api, true, { headers: admin })
  try {
    const res = await api.post('/api/admission/JRSBKL', {
      data: admissionBody({ name: 'Aadhaar Anu', aadharCardDetails: '2345 6789 0123' }),
    })
    expect(res.status()).toBe(201)
  } finally {
    await setAdmissionOpen(api, false, { headers: admin })
  }
  const record = (
    await (await api.get('/cms-api/admission-registrations?where[name][equals]=Aadhaar Anu', { headers: admin })).json()
  ).docs[0]
  expect(record.aadharCardDetails).toBe('XXXX XXXX 0123')
  const csv = await (await api.get('/cms-api/admission-registrations/export.csv', { headers: admin })).text()
  expect(csv).toContain('XXXX XXXX 0123')
  expect(csv).not.toContain('2345 6789')
  // A platform admin is not the school's admin: no reveal.
  expect(
    (
      await api.post(`/cms-api/admission-registrations/${record.id}/reveal-aadhaar`, { headers: admin, data: {} })
    ).status(),
  ).toBe(403)
  const officeAdmin = { email: 'office-admin@example.org', password: 'Office-admin-password-1' }
  const created = await api.post('/cms-api/users', {
    headers: admin,
    data: { ...officeAdmin, role: 'school-admin', school: school.id },
  })
  expect(created.status(), await created.text()).toBe(201)
  const office = await login(officeAdmin)
  const reveal = await api.post(`/cms-api/admission-registrations/${record.id}/reveal-aadhaar`, {
    headers: office,
    data: {},
  })
  expect(reveal.status()).toBe(200)
  expect((await reveal.json()).aadhaar).toBe('2345 6789 0123')
  const log = await (
    await api.get('/cms-api/audit-log?where[action][equals]=reveal-aadhaar', { headers: office })
  ).json()
  expect(log.docs[0]).toMatchObject({ actor: officeAdmin.email, detail: `admission-registrations #${record.id}` })
  expect(JSON.stringify(log)).not.toContain('2345')
})

test('issue 25 item 8: a number this installation cannot decrypt opens as a marker in the admin, the API and CSV', async ({
  page,
}) => {
  const office = await login({ email: 'office-admin@example.org', password: 'Office-admin-password-1' })
  const record = (
    await (
      await api.get('/cms-api/admission-registrations?where[name][equals]=Aadhaar Anu', { headers: office })
    ).json()
  ).docs[0]
  // Encrypted under a DATA_KEY this server does not have, as after a restore without the key.
  const foreign = encryptAadhaar('1111 2222 3333', keyFromDataKey('z'.repeat(40)))
  await sql('UPDATE admission_registrations SET aadhar_card_details = ? WHERE id = ?', [foreign, record.id])

  const read = await api.get(`/cms-api/admission-registrations/${record.id}`, { headers: office })
  expect(read.status()).toBe(200)
  expect((await read.json()).aadharCardDetails).toBe(UNREADABLE_AADHAAR)
  const csv = await (await api.get('/cms-api/admission-registrations/export.csv', { headers: office })).text()
  expect(csv).toContain(UNREADABLE_AADHAAR)
  const reveal = await api.post(`/cms-api/admission-registrations/${record.id}/reveal-aadhaar`, {
    headers: office,
    data: {},
  })
  expect(reveal.status()).toBe(409)

  const token = office.Authorization.replace('JWT ', '')
  await page.context().addCookies([{ name: 'payload-token', value: token, url: server.baseURL }])
  await page.goto(`${server.baseURL}/admin/collections/admission-registrations/${record.id}`)
  await expect(page.getByText(UNREADABLE_AADHAAR)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reveal' })).toHaveCount(0)
  // This server has no DATA_KEY: the platform admin's dashboard says so, the school admin's says nothing of the server.
  await page.goto(`${server.baseURL}/admin`)
  await expect(page.getByRole('navigation', { name: 'Quick actions' })).toBeVisible()
  await expect(page.locator('[data-warning]')).toHaveCount(0)
  await page
    .context()
    .addCookies([{ name: 'payload-token', value: admin.Authorization.replace('JWT ', ''), url: server.baseURL }])
  await page.goto(`${server.baseURL}/admin`)
  await expect(page.locator('[data-warning="data-key"]')).toContainText('DATA_KEY is not set')
  await expect(
    page.locator('[data-warning="data-key"]').getByRole('link', { name: 'README: The data key' }),
  ).toHaveAttribute('href', '/admin/readme#the-data-key')
})

test('privacy: each form shows its notice with the period kept, the request form and the grievance officer', async () => {
  for (const [route, kept] of [
    ['/ContactUs', 'we keep them for 1 year'],
    ['/Career', 'we keep them for 1 year'],
    ['/Tc', 'for 6 months'],
  ]) {
    const html = await (await api.get(route)).text()
    expect(html, route).toContain('data-privacy-notice')
    expect(html, route).toContain(kept)
    // Whom to ask: the request form and the school's grievance officer at the school's e-mail.
    expect(html, route).toMatch(/href="\/PrivacyRequest"/)
    expect(html, route).toMatch(
      /grievance officer, (?:<!-- -->)?Principal(?:<!-- -->)?, at(?:<!-- -->|\s)*<a href="mailto:[^"]+@/,
    )
  }
})

test('privacy: a school admin finds one person across inboxes, exports it (Aadhaar whole) and erases it, recorded', async ({
  page,
}) => {
  await ensureSchool(api, admin, 'SECB')
  // One parent, their number typed three ways, in three inboxes; the same number at another school.
  expect(
    (
      await api.post('/api/form/JRSBKL/contact', { data: contact({ name: 'Parent One', phone: '+91 98470 55555' }) })
    ).status(),
  ).toBe(201)
  expect(
    (
      await api.post('/api/career/JRSBKL', { data: career({ name: 'Parent One', email: 'Parent.One@Example.org' }) })
    ).status(),
  ).toBe(201)
  await setAdmissionOpen(api, true, { headers: admin })
  try {
    const res = await api.post('/api/admission/JRSBKL', {
      data: admissionBody({ name: 'Child One', phone1: '098470-55555', aadharCardDetails: '3456 7890 1234' }),
    })
    expect(res.status()).toBe(201)
  } finally {
    await setAdmissionOpen(api, false, { headers: admin })
  }
  expect((await api.post('/api/form/SECB/contact', { data: contact({ phone: '9847055555' }) })).status()).toBe(201)

  const office = await login({ email: 'office-admin@example.org', password: 'Office-admin-password-1' })
  // Only the school's own admin: not a platform admin, not anonymous.
  expect((await api.get('/cms-api/person-data?phone=9847055555', { headers: admin })).status()).toBe(403)
  expect((await api.get('/cms-api/person-data?phone=9847055555')).status()).toBe(401)
  expect((await api.get('/cms-api/person-data?phone=12', { headers: office })).status()).toBe(400)

  const found = await (await api.get('/cms-api/person-data?phone=9847055555', { headers: office })).json()
  expect(
    Object.fromEntries(
      found.inboxes.map((i: { collection: string; docs: unknown[] }) => [i.collection, i.docs.length]),
    ),
  ).toEqual({
    'contact-messages': 1,
    'admission-registrations': 1,
  })
  const byEmail = await (await api.get('/cms-api/person-data?email=parent.one@example.org', { headers: office })).json()
  expect(byEmail.inboxes.map((i: { collection: string }) => i.collection)).toEqual(['career-applications'])

  const exported = await api.get('/cms-api/person-data/export?phone=9847055555&email=parent.one@example.org', {
    headers: office,
  })
  expect(exported.headers()['content-disposition']).toMatch(/attachment; filename="person-data-/)
  const data = await exported.json()
  expect(data.inboxes['admission-registrations'][0].aadharCardDetails).toBe('3456 7890 1234')
  expect(data.inboxes['career-applications'][0].attachments.filename).toMatch(/^cv-/)
  const cvId = data.inboxes['career-applications'][0].attachments.id

  // The office sees the same through /admin/person-data.
  const token = office.Authorization.replace('JWT ', '')
  await page.context().addCookies([{ name: 'payload-token', value: token, url: server.baseURL }])
  await page.goto(`${server.baseURL}/admin/person-data`)
  await expect(page.getByRole('heading', { name: 'A person’s data' })).toBeVisible()
  await page.getByLabel('Phone number').fill('98470 55555')
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page.getByRole('heading', { name: 'Contact messages (1)' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Admission registrations (1)' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Erase 2 records' })).toBeDisabled()

  const erased = await api.post('/cms-api/person-data/erase', {
    headers: office,
    data: { phone: '9847055555', email: 'parent.one@example.org' },
  })
  expect(await erased.json()).toEqual({
    erased: { 'contact-messages': 1, 'career-applications': 1, 'admission-registrations': 1 },
  })
  const again = await (
    await api.get('/cms-api/person-data?phone=9847055555&email=parent.one@example.org', { headers: office })
  ).json()
  expect(again.inboxes).toEqual([])
  expect((await api.get(`/cms-api/private-files/${cvId}`, { headers: admin })).status()).toBe(404)
  // The other school's message with the same number stays.
  const other = await (
    await api.get('/cms-api/contact-messages?where[phone][equals]=9847055555', { headers: admin })
  ).json()
  expect(other.totalDocs).toBe(1)

  const log = await (await api.get('/cms-api/audit-log?sort=-createdAt&limit=5', { headers: office })).json()
  const actions = log.docs.map((d: { action: string; actor: string }) => `${d.action} by ${d.actor}`)
  expect(actions).toEqual(
    expect.arrayContaining(['erase-person by office-admin@example.org', 'export-person by office-admin@example.org']),
  )
  expect(JSON.stringify(log)).not.toMatch(/98470|parent\.one|3456/i)
})

test('a failure on our side shows the site’s error page, header and footer included', async ({ page }) => {
  await sql('ALTER TABLE toppers RENAME TO toppers_away')
  try {
    const res = await page.goto(`${server.baseURL}/Toppers`)
    expect(res?.status()).toBe(500)
    await expect(page.getByRole('heading', { name: 'Something went wrong on our side' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  } finally {
    await sql('ALTER TABLE toppers_away RENAME TO toppers')
  }
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Something went wrong on our side' })).toBeHidden()
})

test('sign-ins are throttled per address across accounts, with the answer of a wrong password', async () => {
  const answers = new Set<string>()
  for (let i = 0; i < 30; i++) {
    const res = await api.post('/cms-api/users/login', {
      data: { email: `guess${i}@example.org`, password: 'Wrong-guess-xyz-1' },
    })
    answers.add(`${res.status()} ${await res.text()}`)
  }
  // Past 30 failures from one address even the right password is refused, and says nothing more.
  const throttled = await api.post('/cms-api/users/login', { data: ADMIN })
  answers.add(`${throttled.status()} ${await throttled.text()}`)
  expect([...answers]).toHaveLength(1)
  expect([...answers][0]).toMatch(/^401 .*The e-mail or password is incorrect, or there were too many attempts/)
})
