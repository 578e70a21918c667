import { type Page } from '@playwright/test'

import { expect, test } from './helpers/test'

import { CONTACT_MESSAGES, CONTACT_SUCCESS } from '../../src/forms/contact'
import { TRY_AGAIN_MESSAGE } from '../../src/forms/messages'

import { adminApi, expectNoAxeViolations, titleOf } from './helpers/site'
import { inboxQuery } from './helpers/schools'

const VALID = {
  name: 'Anu Thomas',
  email: 'anu@example.org',
  phone: '9876543210',
  subject: 'Admission',
  message: 'When does registration open?',
}

async function fill(page: Page, values: Partial<typeof VALID>) {
  for (const [field, value] of Object.entries(values)) await page.locator(`#${field}`).fill(value)
}
const errorsShown = (page: Page) => page.locator('form [id$="-error"]').allInnerTexts()

test('/ContactUs shows the office details, the map and the form', async ({ page }) => {
  await page.goto('/ContactUs')
  await expect(page).toHaveTitle(titleOf('Contact Us'))
  for (const label of ['Name', 'Email', 'Phone No.', 'Subject', 'Your Message']) {
    await expect(page.locator('form label', { hasText: label }).first()).toContainText('*')
  }
  await page.locator('main').getByRole('button', { name: 'Show the map' }).click()
  await expect(page.locator('main iframe')).toHaveAttribute('sandbox', /allow-scripts/)
})

test('an empty submit shows every SPEC message at once, in red under its field', async ({ page }) => {
  await page.goto('/ContactUs')
  await page.getByRole('button', { name: 'Submit' }).click()
  // The form's schema loads when the form is first entered, here by this very click.
  await expect(page.locator('#name-error')).toBeVisible()
  expect(await errorsShown(page)).toEqual([
    CONTACT_MESSAGES.name,
    CONTACT_MESSAGES.email,
    CONTACT_MESSAGES.phone,
    CONTACT_MESSAGES.subject,
    CONTACT_MESSAGES.message,
  ])
  expect(await page.locator('#name-error').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(185, 28, 28)')
  await expectNoAxeViolations(page)
})

for (const field of Object.keys(VALID) as (keyof typeof VALID)[]) {
  test(`leaving only ${field} empty gives only its message`, async ({ page }) => {
    await page.goto('/ContactUs')
    await fill(page, { ...VALID, [field]: '' })
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.locator('form [id$="-error"]')).toHaveText([CONTACT_MESSAGES[field]])
  })
}

test('an email without the shape of an address is not valid; editing clears the error', async ({ page }) => {
  await page.goto('/ContactUs')
  await fill(page, { ...VALID, email: 'anu.example.org' })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.locator('form [id$="-error"]')).toHaveText([CONTACT_MESSAGES.emailInvalid])
  await page.locator('#email').type('x')
  expect(await errorsShown(page)).toEqual([])
})

test('a valid message is stored, said to be submitted, and the form is cleared', async ({ page, request }) => {
  const subject = `Contact test ${Date.now()}`
  await page.goto('/ContactUs')
  await fill(page, { ...VALID, subject })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(CONTACT_SUCCESS)
  await expect(page.locator('#subject')).toHaveValue('')
  const headers = await adminApi(request)
  const inbox = await request.get(
    `${await inboxQuery(request, 'contact-messages')}&where[subject][equals]=${encodeURIComponent(subject)}`,
    {
      headers,
    },
  )
  const { docs } = await inbox.json()
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ name: VALID.name, email: VALID.email, phone: VALID.phone, status: 'new' })
})

test('a double click stores one message', async ({ page, request }) => {
  const subject = `Double click ${Date.now()}`
  await page.goto('/ContactUs')
  await fill(page, { ...VALID, subject })
  await page.getByRole('button', { name: 'Submit' }).dblclick()
  await expect(page.getByRole('status')).toHaveText(CONTACT_SUCCESS)
  const headers = await adminApi(request)
  const inbox = await request.get(
    `${await inboxQuery(request, 'contact-messages')}&where[subject][equals]=${encodeURIComponent(subject)}`,
    {
      headers,
    },
  )
  expect((await inbox.json()).docs).toHaveLength(1)
})

test('without JavaScript the form validates and stores on the server', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/ContactUs')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.locator('#name-error')).toHaveText(CONTACT_MESSAGES.name)
  await expect(page.locator('#message-error')).toHaveText(CONTACT_MESSAGES.message)
  const subject = `No script ${Date.now()}`
  await fill(page, { ...VALID, subject })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(CONTACT_SUCCESS)
  const headers = await adminApi(request)
  const inbox = await request.get(
    `${await inboxQuery(request, 'contact-messages')}&where[subject][equals]=${encodeURIComponent(subject)}`,
    {
      headers,
    },
  )
  expect((await inbox.json()).docs).toHaveLength(1)
  await context.close()
})

test('a filled-in honeypot stores nothing', async ({ page, request }) => {
  const subject = `Bot ${Date.now()}`
  await page.goto('/ContactUs')
  await fill(page, { ...VALID, subject })
  await page.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'))
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(CONTACT_SUCCESS)
  const headers = await adminApi(request)
  const inbox = await request.get(
    `${await inboxQuery(request, 'contact-messages')}&where[subject][equals]=${encodeURIComponent(subject)}`,
    {
      headers,
    },
  )
  expect((await inbox.json()).docs).toHaveLength(0)
})

test('when the connection fails, the form keeps what was typed and says to try again', async ({ page }) => {
  await page.goto('/ContactUs')
  await fill(page, { ...VALID, subject: 'Lost connection' })
  await page.route('**/ContactUs', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  )
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(TRY_AGAIN_MESSAGE)
  await expect(page.locator('#subject')).toHaveValue('Lost connection')
  await expect(page.locator('#message')).toHaveValue(VALID.message)
  await page.unroute('**/ContactUs')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status')).toHaveText(CONTACT_SUCCESS)
})
