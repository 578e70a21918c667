import { type APIRequestContext } from '@playwright/test'

import { expect, test } from './helpers/test'

import { TC_MESSAGES, TC_NOT_FOUND } from '../../src/forms/tc-messages'
import { samplePdf } from '../../src/seed/images'

import { adminApi, expectNoAxeViolations, titleOf } from './helpers/site'
import { SCHOOL_UNDER_TEST } from './helpers/school-under-test'
import { schoolRecord, inboxQuery } from './helpers/schools'

const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
)

/** Issues a certificate the way the office does in /admin: upload the file, then the record. */
async function issue(
  request: APIRequestContext,
  admissionNo: string,
  studentName: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const headers = await adminApi(request)
  const school = (await schoolRecord(request, headers)).id
  const upload = await request.post('/cms-api/private-files', {
    headers,
    multipart: { file, _payload: JSON.stringify({ school }) },
  })
  expect(upload.ok()).toBe(true)
  const stored = (await upload.json()).doc
  const cert = await request.post('/cms-api/transfer-certificates', {
    headers,
    data: { admissionNo, studentName, file: stored.id, school },
  })
  expect(cert.ok()).toBe(true)
  return stored as { filename: string; url: string }
}

const suffix = Date.now().toString().slice(-6)
const PDF_ADM = `A${suffix}`
const JPG_ADM = `B${suffix}`
let pdfFile: { filename: string; url: string }

test.beforeAll(async ({ request }) => {
  pdfFile = await issue(request, PDF_ADM, 'Meera  Joseph', {
    name: `tc-${suffix}.pdf`,
    mimeType: 'application/pdf',
    buffer: samplePdf('Transfer certificate', ['Meera Joseph']),
  })
  await issue(request, JPG_ADM, 'Arjun Nair', { name: `tc-${suffix}.jpg`, mimeType: 'image/jpeg', buffer: JPEG })
})

test('/Tc has the SPEC form and the rule', async ({ page }) => {
  await page.goto('/Tc')
  await expect(page).toHaveTitle(titleOf('Transfer Certificate'))
  await expect(page.getByLabel('Admission No.')).toBeVisible()
  await expect(page.getByLabel('Student Full Name')).toBeVisible()
  await expect(page.getByRole('button', { name: 'View Details' })).toBeVisible()
  await expect(page.locator('main')).toContainText('3 days after the application')
})

test('empty fields say so and send nothing; editing clears the error', async ({ page }) => {
  await page.goto('/Tc')
  const calls: string[] = []
  page.on('request', (r) => r.url().includes('/api/tc') && calls.push(r.url()))
  await page.getByLabel('Admission No.').fill(PDF_ADM)
  await page.getByRole('button', { name: 'View Details' }).click()
  await expect(page.getByRole('status')).toHaveText(TC_MESSAGES.empty)
  expect(calls).toEqual([])
  await page.getByLabel('Student Full Name').fill('M')
  await expect(page.getByRole('status')).toHaveText('')
  await expectNoAxeViolations(page)
})

test('an issued PDF downloads as tc.pdf, matching the name whatever its case and spaces', async ({ page }) => {
  await page.goto('/Tc')
  await page.getByLabel('Admission No.').fill(PDF_ADM)
  await page.getByLabel('Student Full Name').fill('  meera   JOSEPH ')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'View Details' }).click()
  expect((await download).suggestedFilename()).toBe('tc.pdf')
  await expect(page.locator('main form')).toHaveAttribute('data-status', 'success')
})

test('an issued image downloads as tc.jpg', async ({ page }) => {
  await page.goto('/Tc')
  await page.getByLabel('Admission No.').fill(JPG_ADM)
  await page.getByLabel('Student Full Name').fill('Arjun Nair')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'View Details' }).click()
  expect((await download).suggestedFilename()).toBe('tc.jpg')
})

test('details with no certificate say so plainly and repeat the rule; the look-up is logged', async ({
  page,
  request,
}) => {
  await page.goto('/Tc')
  await page.getByLabel('Admission No.').fill(PDF_ADM)
  await page.getByLabel('Student Full Name').fill('Someone Else')
  await page.getByRole('button', { name: 'View Details' }).click()
  await expect(page.getByRole('status')).toHaveText(TC_NOT_FOUND)
  await expect(page.locator('main form')).toHaveAttribute('data-status', 'error')
  const headers = await adminApi(request)
  const log = await (
    await request.get(
      `${await inboxQuery(request, 'tc-requests')}&where[admission][equals]=${PDF_ADM}&sort=-createdAt`,
      { headers },
    )
  ).json()
  expect(log.docs[0]).toMatchObject({ name: 'Someone Else', found: false })
})

test('the loading state shows while the server answers', async ({ page }) => {
  await page.goto('/Tc')
  await page.route(`**/api/tc/${SCHOOL_UNDER_TEST.code}`, async (route) => {
    await new Promise((r) => setTimeout(r, 800))
    await route.continue()
  })
  await page.getByLabel('Admission No.').fill(PDF_ADM)
  await page.getByLabel('Student Full Name').fill('Meera Joseph')
  await page.getByRole('button', { name: 'View Details' }).click()
  await expect(page.getByRole('button', { name: 'Looking up…' })).toBeDisabled()
  await expect(page.locator('main form')).toHaveAttribute('data-status', 'success')
})

for (const [name, fulfil, message] of [
  ['a response without data', { json: {} }, TC_MESSAGES.invalidResponse],
  ['a file the server cannot fetch', { json: { data: '/api/tc/file/broken' } }, TC_MESSAGES.fetchFailed(404)],
  ['a file that is neither PDF nor image', { json: { data: '/robots.txt' } }, TC_MESSAGES.unsupported],
] as const) {
  test(`SPEC §8: ${name} gives its message`, async ({ page }) => {
    await page.goto('/Tc')
    await page.route(`**/api/tc/${SCHOOL_UNDER_TEST.code}`, (route) => route.fulfill(fulfil))
    await page.route('**/robots.txt', (route) => route.fulfill({ body: 'hello', contentType: 'text/plain' }))
    await page.getByLabel('Admission No.').fill(PDF_ADM)
    await page.getByLabel('Student Full Name').fill('Meera Joseph')
    await page.getByRole('button', { name: 'View Details' }).click()
    await expect(page.getByRole('status')).toHaveText(message)
  })
}

test('a certificate is never reachable by guessing its path or forging a link', async ({ request }) => {
  expect((await request.get(pdfFile.url)).status()).toBe(403)
  // The public image endpoint serves the media library only: a certificate is not there.
  expect((await request.get(`/api/image/${pdfFile.filename}`)).status()).toBe(404)
  expect(
    (await request.get('/api/tc/file/1.99999999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status(),
  ).toBe(404)
  const lookUp = await request.post(`/api/tc/${SCHOOL_UNDER_TEST.code}`, {
    data: { admission: PDF_ADM, name: 'Meera Joseph' },
  })
  const link = (await lookUp.json()).data as string
  const real = await request.get(link)
  expect(real.headers()['content-type']).toBe('application/pdf')
  const tampered = link.replace(/\.(\d+)\./, (_, exp) => `.${Number(exp) + 1}.`)
  expect((await request.get(tampered)).status()).toBe(404)
})

test('without JavaScript the certificate still downloads', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true })
  const page = await context.newPage()
  await page.goto('/Tc')
  await page.getByLabel('Admission No.').fill(PDF_ADM)
  await page.getByLabel('Student Full Name').fill('Meera Joseph')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'View Details' }).click()
  expect((await download).suggestedFilename()).toBe('tc.pdf')
  await page.goto('/Tc')
  await page.getByRole('button', { name: 'View Details' }).click()
  await expect(page.getByRole('status')).toHaveText(TC_MESSAGES.empty)
  await context.close()
})
