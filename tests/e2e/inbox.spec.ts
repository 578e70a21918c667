import { type Page } from '@playwright/test'

import { expect, test } from './helpers/test'

import { E2E_ADMIN } from '../../playwright.config'

import { admissionBody } from './helpers/bodies'
import { adminApi } from './helpers/site'
import { SCHOOL_UNDER_TEST } from './helpers/school-under-test'
import { schoolRecord, setAdmissionOpen } from './helpers/schools'

async function signIn(page: Page) {
  await page.goto('/admin')
  await page.locator('#field-email').fill(E2E_ADMIN.email)
  await page.locator('#field-password').fill(E2E_ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

test('staff export a filtered inbox list as CSV; visitors cannot', async ({ request, playwright, baseURL }) => {
  const marker = `Export ${Date.now()}`
  for (const name of ['Anu', 'Biju']) {
    const res = await request.post(`/api/form/${SCHOOL_UNDER_TEST.code}/contact`, {
      data: {
        name,
        email: `${name.toLowerCase()}@example.org`,
        phone: '1',
        subject: `${marker} ${name}`,
        message: '=HYPERLINK("x")',
      },
    })
    expect(res.status()).toBe(201)
  }
  const headers = await adminApi(request)
  const csv = await request.get(
    `/cms-api/contact-messages/export.csv?where[subject][like]=${encodeURIComponent(marker)}`,
    { headers },
  )
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toContain('text/csv')
  const body = await csv.text()
  expect(body.startsWith('\uFEFF'), 'the byte-order mark that tells Excel the file is UTF-8').toBe(true)
  const lines = body.slice(1).trim().split('\r\n')
  expect(lines[0]).toBe(
    'Number,Received,Name,Email,Phone,Subject,Message,Language,Status,Notes,Privacy notice agreed to,School',
  )
  expect(lines).toHaveLength(3)
  expect(lines[1]).toContain(`${marker} Biju`)
  expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`)
  const visitor = await playwright.request.newContext({ baseURL })
  expect((await visitor.get('/cms-api/contact-messages/export.csv')).status()).toBe(401)
  await visitor.dispose()
})

test('the inbox lists newest first with Export CSV, and shows Aadhaar numbers masked', async ({ page, request }) => {
  const headers = await adminApi(request)
  await setAdmissionOpen(request, true, { headers })
  const name = `Masked child ${Date.now()}`
  try {
    const res = await request.post(`/api/admission/${SCHOOL_UNDER_TEST.code}`, {
      data: admissionBody({ name, aadharCardDetails: '1234 5678 9012' }),
    })
    expect(res.status()).toBe(201)
  } finally {
    await setAdmissionOpen(request, false, { headers })
  }
  await signIn(page)
  await page.goto(
    `/admin/collections/admission-registrations?columns=${encodeURIComponent(JSON.stringify(['name', 'aadharCardDetails', 'createdAt']))}`,
  )
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible()
  await expect(page.locator('thead th', { hasText: 'Received' })).toBeVisible()
  await expect(page.locator('thead th', { hasText: 'Created At' })).toHaveCount(0)
  const row = page.locator('tr', { hasText: name })
  await expect(row).toContainText('XXXX XXXX 9012')
  await expect(row).not.toContainText('1234 5678')
})

test('a message opens read-only, with Reply by e-mail, the phone to call and the office’s notes', async ({
  page,
  request,
}) => {
  const subject = `Bus route ${Date.now()}`
  const res = await request.post(`/api/form/${SCHOOL_UNDER_TEST.code}/contact`, {
    data: { name: 'Anil', email: 'anil@example.org', phone: '+91 98470 12345', subject, message: 'Does it stop?' },
  })
  expect(res.status()).toBe(201)
  const headers = await adminApi(request)
  const school = await schoolRecord(request, headers)
  const found = await request.get(`/cms-api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`, {
    headers,
  })
  const { id } = (await found.json()).docs[0]
  await signIn(page)
  await page.goto(`/admin/collections/contact-messages/${id}`)
  for (const field of ['name', 'email', 'phone', 'subject', 'message'])
    await expect(page.locator(`#field-${field}`)).not.toBeEditable()
  // Opening it is in the access log (who saw what), once.
  const opened = await request.get(
    `/cms-api/access-log?where[record][equals]=${encodeURIComponent(`contact-messages #${id}`)}&where[action][equals]=open`,
    { headers },
  )
  expect((await opened.json()).totalDocs).toBeGreaterThanOrEqual(1)
  await expect(page.locator('#field-message')).toHaveValue('Does it stop?')
  await expect(page.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    `mailto:anil@example.org?subject=${encodeURIComponent(`Re: ${subject} — ${school.name}`)}`,
  )
  await expect(page.getByRole('link', { name: '+91 98470 12345' })).toHaveAttribute('href', 'tel:+919847012345')

  // The office's own notes are the one box to write in, and Save keeps them.
  const note = 'Rang back: the bus stops at the gate.'
  await page.locator('#field-notes').fill(note)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect
    .poll(async () => (await (await request.get(`/cms-api/contact-messages/${id}`, { headers })).json()).notes)
    .toBe(note)
})
