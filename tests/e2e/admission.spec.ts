import { type Page } from '@playwright/test'

import { expect, test } from './helpers/test'

import { ADMISSION_CLOSED, ADMISSION_MESSAGES, ADMISSION_SUCCESS } from '../../src/forms/admission'

import { adminApi, expectNoAxeViolations, hydrated } from './helpers/site'
import { SCHOOL_UNDER_TEST } from './helpers/school-under-test'
import { inboxQuery, setAdmissionOpen } from './helpers/schools'

async function openForm(page: Page) {
  await page.goto('/Admission')
  const opener = page.getByText(/^Admission to Std I/).first()
  await hydrated(opener)
  await opener.click()
  await expect(page.locator('#name')).toBeVisible()
}

test.describe.configure({ mode: 'serial' })

test('while registration is closed the page says so and shows no form', async ({ page }) => {
  await page.goto('/Admission')
  await expect(page.locator('main')).toContainText('Class 1 for the academic year 2025-26 is closed')
  await expect(page.getByRole('heading', { name: 'Admission to Std I 2025-2026' })).toBeVisible()
  await expect(page.locator('#name')).toHaveCount(0)
})

test.describe('with the admission window open', () => {
  test.beforeAll(async ({ request }) => setAdmissionOpen(request, true))
  test.afterAll(async ({ request }) => setAdmissionOpen(request, false))

  test('every required field has its SPEC message, and the declaration must be ticked', async ({ page }) => {
    await openForm(page)
    await page.getByRole('button', { name: 'Submit' }).click()
    // The form's schema loads when the form is first entered, here by this very click.
    await expect(page.locator('#name-error')).toBeVisible()
    const shown = await page.locator('form [id$="-error"]').allInnerTexts()
    for (const key of [
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
    ] as const) {
      expect(shown).toContain(ADMISSION_MESSAGES[key])
    }
    expect(shown).toContain('WhatsApp No  is required.')
    await expectNoAxeViolations(page)
  })

  test('a birth date shows the age in whole years; a future date is invalid', async ({ page }) => {
    await openForm(page)
    const year = new Date().getFullYear()
    await page.fill('#dob', `${year - 6}-01-01`)
    await expect(page.getByText('Your Age : 6 Year')).toBeVisible()
    await page.fill('#dob', `${year + 1}-01-01`)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.locator('#dob-error')).toHaveText(ADMISSION_MESSAGES.dobInvalid)
  })

  test('sibling rows appear only on Yes, with ADD MORE and Remove', async ({ page }) => {
    await openForm(page)
    const yes = page.getByLabel('Yes', { exact: true })
    const no = page.getByLabel('No', { exact: true })
    await expect(page.getByRole('group', { name: /Sibling/ })).toHaveCount(0)
    await yes.check()
    await expect(no).not.toBeChecked()
    await expect(page.getByRole('group', { name: /Sibling/ })).toHaveCount(1)
    await page.getByRole('button', { name: 'ADD MORE' }).click()
    await expect(page.getByRole('group', { name: /Sibling/ })).toHaveCount(2)
    await expect(page.getByRole('group', { name: 'Sibling 1' }).getByRole('button', { name: /Remove/ })).toHaveCount(0)
    await page
      .getByRole('group', { name: 'Sibling 2' })
      .getByRole('button', { name: /Remove/ })
      .click()
    await expect(page.getByRole('group', { name: /Sibling/ })).toHaveCount(1)
    await no.check()
    await expect(yes).not.toBeChecked()
    await expect(page.getByRole('group', { name: /Sibling/ })).toHaveCount(0)
  })

  test('a complete registration is stored before it is said to be submitted', async ({ page, request }) => {
    const name = `Child ${Date.now()}`
    await openForm(page)
    await page.fill('#name', name)
    await page.selectOption('#gender', 'Female')
    await page.fill('#dob', `${new Date().getFullYear() - 6}-03-15`)
    await page.fill('#religion', 'Christian')
    await page.selectOption('#category', 'General')
    await page.fill('#aadharCardDetails', '123412341234')
    await page.fill('#address1', 'House 12, Bekal')
    await page.fill('#phone2', '9876543210')
    await page.fill('#fatherName', 'Father')
    await page.fill('#profession', 'Farmer')
    await page.fill('#phone', '9876543211')
    await page.fill('#motherName', 'Mother')
    await page.fill('#profession1', 'Teacher')
    await page.fill('#phone1', '9876543212')
    await page.getByLabel('Yes', { exact: true }).check()
    await page.fill('[id="siblings.0.name"]', 'Elder brother')
    await page.fill('[id="siblings.0.class"]', 'IV')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Submit' }).click()
    // SPEC's message word for word, and beside it the application's number to keep.
    const status = page.getByRole('status')
    await expect(status).toContainText(ADMISSION_SUCCESS)
    const number = (await status.locator('strong').innerText()).trim()
    expect(number).toMatch(new RegExp(`^${SCHOOL_UNDER_TEST.code}/2025-26/I/\\d{4}$`))
    const headers = await adminApi(request)
    const res = await request.get(
      `${await inboxQuery(request, 'admission-registrations')}&where[name][equals]=${encodeURIComponent(name)}`,
      {
        headers,
      },
    )
    const { docs } = await res.json()
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      number,
      class: 'I',
      status: 'registered',
      gender: 'Female',
      hasSiblings: true,
      declaration: true,
      phone2: '9876543210',
    })
    expect(docs[0].siblings).toEqual([expect.objectContaining({ name: 'Elder brother', class: 'IV' })])
  })

  test('when the server refuses (the office closed registration meanwhile), the form keeps what was typed', async ({
    page,
    request,
  }) => {
    await openForm(page)
    await page.fill('#name', 'Kept name')
    await page.selectOption('#gender', 'Male')
    await page.fill('#dob', '2019-06-01')
    await page.fill('#religion', 'Hindu')
    await page.selectOption('#category', 'OBC')
    await page.fill('#address1', 'Kept address')
    for (const id of ['phone2', 'phone', 'phone1']) await page.fill(`#${id}`, '9876543210')
    for (const id of ['fatherName', 'profession', 'motherName', 'profession1']) await page.fill(`#${id}`, 'X')
    await page.getByRole('checkbox').check()
    await setAdmissionOpen(request, false)
    try {
      await page.getByRole('button', { name: 'Submit' }).click()
      await expect(page.getByRole('status')).toHaveText(ADMISSION_CLOSED)
      await expect(page.locator('#name')).toHaveValue('Kept name')
      await expect(page.locator('#address1')).toHaveValue('Kept address')
    } finally {
      await setAdmissionOpen(request, true)
    }
  })

  test('each required field left empty alone gives only its own message', async ({ page }) => {
    test.setTimeout(120_000)
    const fields = [
      'name',
      'religion',
      'address1',
      'phone2',
      'fatherName',
      'profession',
      'phone',
      'motherName',
      'profession1',
      'phone1',
    ] as const
    await openForm(page)
    // One page for every field: filling the form again also clears the last field's message.
    for (const field of [...fields, 'gender', 'category', 'dob', 'declaration'] as const) {
      await fillAll(page)
      if (field === 'gender' || field === 'category') await page.selectOption(`#${field}`, '')
      else if (field === 'declaration') await page.getByRole('checkbox').uncheck()
      else await page.fill(`#${field}`, '')
      await page.getByRole('button', { name: 'Submit' }).click()
      const shown = await page.locator('form [id$="-error"]').evaluateAll((els) => els.map((e) => e.textContent))
      expect(shown, field).toEqual([ADMISSION_MESSAGES[field]])
    }
  })

  test('without JavaScript the registration form opens, validates and stores', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/Admission?register')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.locator('#name-error')).toHaveText(ADMISSION_MESSAGES.name)
    const name = `No script child ${Date.now()}`
    await fillAll(page)
    await page.fill('#name', name)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status')).toContainText(ADMISSION_SUCCESS)
    await expect(page.getByRole('status')).toContainText(
      new RegExp(`Application number: ${SCHOOL_UNDER_TEST.code}/2025-26/I/\\d{4}`),
    )
    const headers = await adminApi(request)
    const res = await request.get(
      `${await inboxQuery(request, 'admission-registrations')}&where[name][equals]=${encodeURIComponent(name)}`,
      {
        headers,
      },
    )
    expect((await res.json()).docs).toHaveLength(1)
    await context.close()
  })
})

async function fillAll(page: Page) {
  await page.fill('#name', 'Every field')
  await page.selectOption('#gender', 'Male')
  await page.fill('#dob', '2019-06-01')
  await page.fill('#religion', 'Hindu')
  await page.selectOption('#category', 'OBC')
  await page.fill('#address1', 'Address')
  for (const id of ['phone2', 'phone', 'phone1']) await page.fill(`#${id}`, '9876543210')
  for (const id of ['fatherName', 'profession', 'motherName', 'profession1']) await page.fill(`#${id}`, 'X')
  await page.getByRole('checkbox').check()
}
