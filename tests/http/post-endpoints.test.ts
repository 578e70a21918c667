import { expect, type APIRequestContext } from '@playwright/test'
import fc from 'fast-check'

import { CONTACT_MESSAGES } from '../../src/forms/contact'

import { admissionBody, careerBody } from '../e2e/helpers/bodies'
import { adminApi } from '../e2e/helpers/site'
import { test } from './fixtures'

const ENDPOINTS = [
  { path: '/api/tc/JRSBKL', collection: 'tc-requests', required: ['name', 'admission'] },
  {
    path: '/api/form/JRSBKL/contact',
    collection: 'contact-messages',
    required: ['name', 'email', 'phone', 'subject', 'message'],
  },
  {
    path: '/api/career/JRSBKL',
    collection: 'career-applications',
    required: [
      'name',
      'address',
      'dob',
      'email',
      'phone',
      'fatherName',
      'qualification1',
      'school1',
      'profession',
      'experience',
      'mailType',
      'attachments',
    ],
  },
  {
    path: '/api/admission/JRSBKL',
    collection: 'admission-registrations',
    required: [
      'name',
      'gender',
      'dob',
      'religion',
      'category',
      'address1',
      'phone2',
      'fatherName',
      'profession',
      'phone',
      'motherName',
      'profession1',
      'phone1',
      'declaration',
    ],
  },
] as const

async function stored(request: APIRequestContext, headers: Record<string, string>, collection: string) {
  return (await (await request.get(`/cms-api/${collection}?limit=0`, { headers })).json()).totalDocs as number
}

const validCareer = () => careerBody()

test('POST /api/form/{code}/{type} stores a contact message and names what is wrong', async ({ request }) => {
  const ok = await request.post('/api/form/JRSBKL/contact', {
    data: { name: 'Anu', email: 'anu@example.org', phone: '1', subject: 'API', message: 'Hello' },
    headers: { Authorization: 'Bearer old-front-end-value', schoolcode: 'JRSBKL' },
  })
  expect(ok.status()).toBe(201)
  const bad = await request.post('/api/form/JRSBKL/contact', { data: { name: 'Anu', email: 'nope' } })
  expect(bad.status()).toBe(400)
  expect((await bad.json()).fields).toMatchObject({
    email: CONTACT_MESSAGES.emailInvalid,
    phone: CONTACT_MESSAGES.phone,
  })
  expect((await request.post('/api/form/NOSUCH/contact', { data: {} })).status()).toBe(404)
})

test('POST /api/career/{code} accepts SPEC §7 JSON with a base64 CV, and refuses a fake one', async ({ request }) => {
  const ok = await request.post('/api/career/JRSBKL', { data: validCareer() })
  expect(ok.status()).toBe(201)
  const fake = await request.post('/api/career/JRSBKL', {
    data: {
      ...validCareer(),
      attachments: { name: 'cv.pdf', type: 'application/pdf', data: Buffer.from('plain text').toString('base64') },
    },
  })
  expect(fake.status()).toBe(400)
  expect((await fake.json()).error).toBe('Invalid file type. Only PDF are allowed.')
  const big = await request.post('/api/career/JRSBKL', {
    data: {
      ...validCareer(),
      attachments: { name: 'cv.pdf', type: 'application/pdf', data: Buffer.alloc(7_500_000).toString('base64') },
    },
  })
  expect(big.status()).toBe(413)
})

test('POST /api/admission/{code} is refused while the admission window is closed', async ({ request }) => {
  const res = await request.post('/api/admission/JRSBKL', {
    data: admissionBody(),
  })
  expect(res.status()).toBe(400)
  expect((await res.json()).error).toBe('Registration for admission is closed at present.')
})

test('one submission key stores one record, sent again or several times at once (the server, not the button)', async ({
  request,
}) => {
  const headers = await adminApi(request)
  const count = async (collection: string, where = '') =>
    (await (await request.get(`/cms-api/${collection}?limit=0&depth=0${where}`, { headers })).json())
      .totalDocs as number
  const run = Date.now().toString(36)
  const contact = (subject: string, submissionKey: string) => ({
    name: 'Anu',
    email: 'anu@example.org',
    phone: '9876543210',
    subject,
    message: 'Sent twice',
    submissionKey,
  })

  // Sent again after the first answer (a resent request): the first record, said to be received again.
  const first = await request.post('/api/form/JRSBKL/contact', { data: contact(`again-${run}`, `again-${run}`) })
  const again = await request.post('/api/form/JRSBKL/contact', { data: contact(`again-${run}`, `again-${run}`) })
  expect([first.status(), again.status()]).toEqual([201, 200])
  expect(await again.json()).toEqual(await first.json())
  expect(await count('contact-messages', `&where[subject][equals]=again-${run}`)).toBe(1)

  // Five at once: one record, and each is told "received" (the race itself: tests/int/submission-store.test.ts).
  const racing = await Promise.all(
    Array.from({ length: 5 }, () =>
      request.post('/api/form/JRSBKL/contact', { data: contact(`race-${run}`, `race-${run}`) }),
    ),
  )
  expect(racing.map((r) => r.status()).sort()).toEqual([200, 200, 200, 200, 201])
  expect(await count('contact-messages', `&where[subject][equals]=race-${run}`)).toBe(1)

  // A job application with its CV, four at once: one application, one CV kept.
  const cvs = await count('private-files')
  const applying = await Promise.all(
    Array.from({ length: 4 }, () =>
      request.post('/api/career/JRSBKL', { data: careerBody({ name: `Race ${run}`, submissionKey: `cv-${run}` }) }),
    ),
  )
  expect(applying.map((r) => r.status()).sort()).toEqual([200, 200, 200, 201])
  expect(await count('career-applications', `&where[name][equals]=Race ${run}`)).toBe(1)
  expect(await count('private-files')).toBe(cvs + 1)
})

for (const endpoint of ENDPOINTS) {
  test(`${endpoint.path}: 1,000 malformed bodies, never a 500, nothing stored`, async ({ request }) => {
    const headers = await adminApi(request)
    const before = await stored(request, headers, endpoint.collection)
    const anyField = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.jsonValue({ maxDepth: 2 }),
    )
    const body = fc.oneof(
      // a JSON object with the right names but any values, one required field missing
      fc
        .tuple(
          fc.dictionary(fc.constantFrom(...endpoint.required, 'siblings', 'website', '__proto__'), anyField),
          fc.constantFrom(...endpoint.required),
        )
        .map(([obj, drop]) => {
          const copy = { ...obj }
          delete copy[drop]
          return JSON.stringify(copy)
        }),
      // any JSON at all that is not an object
      fc
        .jsonValue({ maxDepth: 3 })
        .filter((v) => v === null || typeof v !== 'object' || Array.isArray(v))
        .map((v) => JSON.stringify(v)),
      // not JSON
      fc.string({ maxLength: 200 }).filter((s) => {
        try {
          JSON.parse(s)
          return false
        } catch {
          return true
        }
      }),
    )
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const res = await request.post(endpoint.path, { data: text, headers: { 'content-type': 'application/json' } })
        expect(res.status(), text).toBeLessThan(500)
        // Only a filled honeypot is answered as if received (and is stored nowhere, checked below).
        if (res.status() < 400) expect(text).toContain('website')
      }),
      { numRuns: 1000 },
    )
    expect(await stored(request, headers, endpoint.collection)).toBe(before)
  }, 300_000)
}
