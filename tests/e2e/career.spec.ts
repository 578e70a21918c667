import fs from 'node:fs'
import path from 'node:path'

import { type Page } from '@playwright/test'

import { expect, test } from './helpers/test'

import { CAREER_MESSAGES, CAREER_SUCCESS } from '../../src/forms/career'
import { TRY_AGAIN_MESSAGE } from '../../src/forms/messages'
import { POSTS_APPLIED } from '../../src/forms/options'
import { samplePdf } from '../../src/seed/images'

import { adminApi, expectNoAxeViolations, titleOf } from './helpers/site'
import { inboxQuery } from './helpers/schools'

const PDF = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf('Curriculum vitae', ['Applicant']) }

async function fillValid(page: Page, name: string) {
  await page.fill('#name', name)
  await page.selectOption('#mailType', 'Physics')
  await page.fill('#address', 'School Road, Bekal')
  await page.fill('#dob', '1990-05-01')
  await page.fill('#email', 'applicant@example.org')
  await page.fill('#phone', '9876543210')
  await page.fill('#fatherName', 'K. Kumar')
  for (const f of ['qualification', 'subject', 'howKnow', 'rate', 'school'])
    await page.fill(`[id="qualification1.0.${f}"]`, `${f} 1`)
  await page.fill('#school1', 'Government High School')
  await page.fill('#profession', 'Teacher')
  await page.fill('#experience', '5')
  await page.setInputFiles('#cv', PDF)
}
const errorsShown = (page: Page) => page.locator('form [id$="-error"]').allInnerTexts()

test('/Career shows the SPEC intro and the post-applied options in SPEC order', async ({ page }) => {
  await page.goto('/Career')
  await expect(page).toHaveTitle(titleOf('Career'))
  await expect(page.locator('main')).toContainText('attach your resume')
  await expect(page.locator('main')).toContainText('cannot be edited once submitted')
  expect((await page.locator('#mailType option').allInnerTexts()).slice(1)).toEqual([...POSTS_APPLIED])
  await expect(page.locator('#phone')).toHaveAttribute('maxlength', '10')
  await expect(page.locator('#cv')).toHaveAttribute('accept', '.pdf,.jpg,.jpeg')
})

test('an empty submit shows every SPEC message at once', async ({ page }) => {
  await page.goto('/Career')
  await page.getByRole('button', { name: 'Submit' }).click()
  // The form's schema loads when the form is first entered, here by this very click.
  await expect(page.locator('#name-error')).toBeVisible()
  const shown = await errorsShown(page)
  for (const m of [
    CAREER_MESSAGES.name,
    CAREER_MESSAGES.mailType,
    CAREER_MESSAGES.address,
    CAREER_MESSAGES.dob,
    CAREER_MESSAGES.email,
    CAREER_MESSAGES.phone,
    CAREER_MESSAGES.fatherName,
    ...Object.values(CAREER_MESSAGES.row),
    CAREER_MESSAGES.school1,
    CAREER_MESSAGES.profession,
    CAREER_MESSAGES.experience,
    CAREER_MESSAGES.cv,
  ]) {
    expect(shown).toContain(m)
  }
  await page.fill('#name', 'A')
  expect(await errorsShown(page)).not.toContain(CAREER_MESSAGES.name)
  await expectNoAxeViolations(page)
})

test('qualification rows are added with + and removed with Remove, never the first', async ({ page }) => {
  await page.goto('/Career')
  const rows = page.getByRole('listitem', { name: /^Qualification \d$/ })
  await expect(rows).toHaveCount(1)
  await expect(rows.first().getByRole('button', { name: /Remove/ })).toHaveCount(0)
  await page.getByRole('button', { name: /Add a qualification/ }).click()
  await page.getByRole('button', { name: /Add a qualification/ }).click()
  await expect(rows).toHaveCount(3)
  await rows
    .nth(1)
    .getByRole('button', { name: /Remove/ })
    .click()
  await expect(rows).toHaveCount(2)
})

test('a complete application is stored with its CV, readable by staff only', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const name = `Applicant ${Date.now()}`
  await page.goto('/Career')
  await fillValid(page, name)
  await page.getByRole('button', { name: /Add a qualification/ }).click()
  for (const f of ['qualification', 'subject', 'howKnow', 'rate', 'school'])
    await page.fill(`[id="qualification1.1.${f}"]`, `${f} 2`)
  await page.getByRole('button', { name: 'Submit' }).dblclick()
  await expect(page.getByRole('status')).toHaveText(CAREER_SUCCESS)
  await expect(page.locator('#name')).toHaveValue('')
  const headers = await adminApi(request)
  const res = await request.get(
    `${await inboxQuery(request, 'career-applications')}&where[name][equals]=${encodeURIComponent(name)}&depth=1`,
    { headers },
  )
  const { docs } = await res.json()
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ mailType: 'Physics', phone: '9876543210', experience: '5' })
  expect(docs[0].qualification1).toHaveLength(2)
  expect(docs[0].qualification1[1]).toMatchObject({
    qualification: 'qualification 2',
    howKnow: 'howKnow 2',
    rate: 'rate 2',
    school: 'school 2',
  })
  const cv = docs[0].attachments
  expect(cv.mimeType).toBe('application/pdf')
  expect((await request.get(cv.url, { headers })).status()).toBe(200)
  const visitor = await playwright.request.newContext({ baseURL })
  expect((await visitor.get(cv.url)).status()).toBe(403)
  await visitor.dispose()
})

for (const [label, file, message] of [
  ['a text file', { name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }, CAREER_MESSAGES.fileType],
  [
    'a text file renamed to .pdf',
    { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a PDF') },
    CAREER_MESSAGES.fileType,
  ],
  [
    'a CV over 5 MB',
    { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 0x25) },
    CAREER_MESSAGES.fileSize,
  ],
] as const) {
  test(`${label} is refused with a clear message and nothing is stored`, async ({ page, request }) => {
    const name = `Refused ${Date.now()}`
    await page.goto('/Career')
    await fillValid(page, name)
    await page.setInputFiles('#cv', { ...file, buffer: Buffer.from(file.buffer) })
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.locator('#cv-error')).toHaveText(message)
    await expect(page.locator('#name')).toHaveValue(name)
    const headers = await adminApi(request)
    const res = await request.get(
      `${await inboxQuery(request, 'career-applications')}&where[name][equals]=${encodeURIComponent(name)}`,
      {
        headers,
      },
    )
    expect((await res.json()).docs).toHaveLength(0)
  })
}

test('a CV the server cannot store is told as our failure, nothing is stored, and sending again works', async ({
  page,
  request,
}) => {
  const name = `Unstored ${Date.now()}`
  await page.goto('/Career')
  await fillValid(page, name)
  // The server's CV folder becomes one where no file can be created, not even by root (a folder
  // of /proc), as on a full or read-only disk: the CV's write fails after the name was chosen.
  const folder = path.join(process.env.E2E_DATA_DIR!, 'uploads', 'private')
  const away = `${folder}.away`
  fs.mkdirSync(folder, { recursive: true })
  fs.renameSync(folder, away)
  fs.symlinkSync('/proc/self/fdinfo', folder)
  try {
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status')).toHaveText(TRY_AGAIN_MESSAGE)
  } finally {
    fs.unlinkSync(folder)
    fs.renameSync(away, folder)
  }
  await expect(page.locator('#cv-error')).toHaveCount(0)
  await expect(page.locator('#name')).toHaveValue(name)
  const headers = await adminApi(request)
  const applications = async () => {
    const query = `${await inboxQuery(request, 'career-applications')}&where[name][equals]=${encodeURIComponent(name)}`
    return (await (await request.get(query, { headers })).json()).docs as unknown[]
  }
  expect(await applications()).toHaveLength(0)
  // The CV cannot be put back in the form (files never are): chosen again, it is stored.
  await page.setInputFiles('#cv', PDF)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(CAREER_SUCCESS)
  expect(await applications()).toHaveLength(1)
})

test('without JavaScript the application is validated and stored by the server', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/Career')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.locator('#name-error')).toHaveText(CAREER_MESSAGES.name)
  const name = `No script applicant ${Date.now()}`
  await fillValid(page, name)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toContainText(CAREER_SUCCESS)
  const headers = await adminApi(request)
  const res = await request.get(
    `${await inboxQuery(request, 'career-applications')}&where[name][equals]=${encodeURIComponent(name)}`,
    {
      headers,
    },
  )
  expect((await res.json()).docs).toHaveLength(1)
  await context.close()
})

const ALONE: [string, (page: Page) => Promise<unknown>, string][] = [
  ['name', (p) => p.fill('#name', ''), CAREER_MESSAGES.name],
  ['post applied', (p) => p.selectOption('#mailType', ''), CAREER_MESSAGES.mailType],
  ['address', (p) => p.fill('#address', ''), CAREER_MESSAGES.address],
  ['date of birth', (p) => p.fill('#dob', ''), CAREER_MESSAGES.dob],
  ['email', (p) => p.fill('#email', ''), CAREER_MESSAGES.email],
  ['contact number', (p) => p.fill('#phone', ''), CAREER_MESSAGES.phone],
  ['father / spouse name', (p) => p.fill('#fatherName', ''), CAREER_MESSAGES.fatherName],
  ['qualification', (p) => p.fill('[id="qualification1.0.qualification"]', ''), CAREER_MESSAGES.row.qualification],
  ['subject', (p) => p.fill('[id="qualification1.0.subject"]', ''), CAREER_MESSAGES.row.subject],
  ['marks', (p) => p.fill('[id="qualification1.0.howKnow"]', ''), CAREER_MESSAGES.row.howKnow],
  ['percentage', (p) => p.fill('[id="qualification1.0.rate"]', ''), CAREER_MESSAGES.row.rate],
  ['row institution', (p) => p.fill('[id="qualification1.0.school"]', ''), CAREER_MESSAGES.row.school],
  ['present institution', (p) => p.fill('#school1', ''), CAREER_MESSAGES.school1],
  ['designation', (p) => p.fill('#profession', ''), CAREER_MESSAGES.profession],
  ['years of experience', (p) => p.fill('#experience', ''), CAREER_MESSAGES.experience],
  ['CV', (p) => p.setInputFiles('#cv', []), CAREER_MESSAGES.cv],
]

test('each career field left empty alone gives only its own message', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/Career')
  // One page for every field: filling the form again also clears the last field's message.
  for (const [, empty, message] of ALONE) {
    await fillValid(page, 'Alone')
    await empty(page)
    await page.getByRole('button', { name: 'Submit' }).click()
    expect(await errorsShown(page), message).toEqual([message])
  }
})
