import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'

import { ADMISSION_SUCCESS } from '../../src/forms/admission'

import { E2E_ADMIN } from './helpers/e2e-server'
import { serverWithMail } from './helpers/mail-server'
import { apiSignIn, expectNoAxeViolations } from './helpers/site'
import { expect, test } from './helpers/test'

/**
 * An admission season as parents meet it, on a server of its own (its own rate limit, mail to an
 * SMTP server this test started): the office's 2026-27 session with Class I and Class III open,
 * the Admission page's table of classes, a registration for Class III sent without JavaScript on a
 * phone, its number on the page and in the parents' mail, and the status look-up without
 * JavaScript: the right pair, one answer for a wrong number or date, and the limit.
 */
let server: Awaited<ReturnType<typeof serverWithMail>>['server']
let smtp: Awaited<ReturnType<typeof serverWithMail>>['smtp']
let api: APIRequestContext
let headers: Record<string, string>
let number = ''
let sessionId = 0

test.describe.configure({ mode: 'serial' })

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

test.beforeAll(async () => {
  test.setTimeout(180_000)
  ;({ server, smtp } = await serverWithMail({ FORM_RATE_LIMIT: '4', JOBS_CHECK_SECONDS: '1' }))
  api = await playwrightRequest.newContext({ baseURL: server.baseURL })
  headers = await apiSignIn(api, E2E_ADMIN)
  const { docs } = await (await api.get('/cms-api/schools?limit=1', { headers })).json()
  const made = await api.post('/cms-api/admission-sessions', {
    headers,
    data: {
      school: docs[0].id,
      year: '2026-27',
      classes: [
        { class: 'I', open: true, seats: 40, minAge: 5, maxAge: 6, ageOn: '2026-03-30T18:30:00.000Z' },
        { class: 'II', open: false },
        { class: 'III', open: true, seats: 5, closesAt: inDays(30), feeNote: 'Registration fee ₹500' },
      ],
    },
  })
  expect(made.ok(), await made.text()).toBe(true)
  sessionId = (await made.json()).doc.id
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
  await smtp?.stop()
})

async function fillChild(page: Page, name: string) {
  await page.fill('#name', name)
  await page.selectOption('#gender', 'Female')
  await page.fill('#dob', '2018-07-12')
  await page.fill('#religion', 'Christian')
  await page.selectOption('#category', 'General')
  await page.fill('#address1', 'House 7, Bekal')
  for (const id of ['phone2', 'phone', 'phone1']) await page.fill(`#${id}`, '9847012345')
  for (const id of ['fatherName', 'profession', 'motherName', 'profession1']) await page.fill(`#${id}`, 'Parent')
  await page.fill('#email', 'parent.of.anna@example.org')
  await page.getByRole('checkbox').check()
}

test('the Admission page lists the session’s classes, and a parent registers for Class III without JavaScript', async ({
  browser,
  page: withScript,
}) => {
  await withScript.goto(`${server.baseURL}/Admission`)
  const table = withScript.getByRole('table', { name: 'Classes for 2026-27' })
  await expect(table.getByRole('row')).toHaveCount(4)
  await expect(table).toContainText('For Class I the child must be 5 to 6 years old on 31 March 2026.')
  await expect(table).toContainText('Registration for Class II is closed.')
  await expect(table).toContainText('Registration fee ₹500')
  await expect(withScript.getByText('Admission to Std I or Std III 2026-2027').first()).toBeVisible()
  await expectNoAxeViolations(withScript)

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } })
  const page = await context.newPage()
  await page.goto(`${server.baseURL}/Admission?register=III`)
  await expect(page.locator('#class')).toHaveValue('III')
  await fillChild(page, 'Anna Mary Thomas')
  await page.getByRole('button', { name: 'Submit' }).click()
  const status = page.getByRole('status').filter({ hasText: ADMISSION_SUCCESS })
  await expect(status).toContainText(ADMISSION_SUCCESS)
  number = (await status.locator('strong').innerText()).trim()
  expect(number).toBe('JRSBKL/2026-27/III/0001')
  await context.close()
})

test('the parents’ mail carries the number; the look-up answers the right pair, one message otherwise, then stops', async ({
  browser,
  page: withScript,
}) => {
  await smtp.waitFor(() => smtp.to('parent.of.anna@example.org').length > 0, 20_000)
  const [mail] = smtp.to('parent.of.anna@example.org')
  expect(mail.parsed.subject).toBe(`Application ${number} received`)
  expect(mail.parsed.text).toContain(`${server.baseURL}/AdmissionStatus`)

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } })
  const page = await context.newPage()
  const look = async (path: string, typed: string, dob: string) => {
    await page.goto(`${server.baseURL}${path}`)
    await page.fill('#status-number', typed)
    await page.fill('#status-dob', dob)
    await page.locator('main form button[type="submit"]').click()
  }
  const wrong = 'No application has this number with this date of birth. Check both against the school’s message.'
  await look('/AdmissionStatus', number, '2018-07-13')
  await expect(page.getByText(wrong)).toBeVisible()
  await look('/AdmissionStatus', 'JRSBKL/2026-27/III/0002', '2018-07-12')
  await expect(page.getByText(wrong)).toBeVisible()

  const office = await api.get(`/cms-api/admission-registrations?where[number][equals]=${number}`, { headers })
  const [application] = (await office.json()).docs
  // The office publishes two interaction times (one already full) and schedules Anna's: the mail's
  // link opens her application's own page, where the parents book the free time without JavaScript.
  const times = await api.patch(`/cms-api/admission-sessions/${sessionId}`, {
    headers,
    data: {
      interactionTimes: [
        { at: inDays(3), where: 'Principal’s office', places: 2 },
        { at: inDays(4), where: 'Hall', places: 1 },
      ],
    },
  })
  expect(times.ok(), await times.text()).toBe(true)
  expect(
    (
      await api.patch(`/cms-api/admission-registrations/${application.id}`, {
        headers,
        data: { status: 'interaction-scheduled' },
      })
    ).ok(),
  ).toBe(true)
  await smtp.waitFor(() => smtp.to('parent.of.anna@example.org').length > 1, 20_000)
  const invitation = smtp.to('parent.of.anna@example.org')[1].parsed.text ?? ''
  const link = new RegExp(`${server.baseURL}/AdmissionStatus/\\S+`).exec(invitation)?.[0]
  expect(link, invitation).toBeTruthy()
  await page.goto(link!)
  await expect(page.locator('h1')).toHaveText(`Application ${number} (Anna)`)
  const choice = page.getByRole('group', { name: 'Choose a time for the interaction' })
  await expect(choice.getByRole('radio')).toHaveCount(2)
  await choice.getByRole('radio', { name: /Hall/ }).check()
  await page.getByRole('button', { name: 'Book this time' }).click()
  await expect(page.getByRole('status')).toContainText('Done. Your interaction is booked:')
  await expect(page.getByRole('status')).toContainText('Hall')
  await expect(
    page.getByRole('group', { name: 'Choose another time' }).getByText('Your time', { exact: true }),
  ).toBeVisible()
  await page.goto(link!.replace(/\.[\w-]+$/, '.forged-signature-forged-signature-forged-sig'))
  await expect(page.locator('main')).toContainText('This link does not lead to an application.')

  await look('/ml/AdmissionStatus', ' jrsbkl/2026-27/iii/1 ', '2018-07-12')
  const answer = page.getByRole('status').filter({ hasText: number })
  await expect(answer).toContainText('അപേക്ഷ JRSBKL/2026-27/III/0001 (Anna)')
  await expect(answer).toContainText('അഭിമുഖം നിശ്ചയിച്ചു')
  // Nothing but the child's first name: not the family's names, not the phone.
  await expect(page.locator('main')).not.toContainText('Thomas')
  await expect(page.locator('main')).not.toContainText('9847012345')
  await withScript.goto(`${server.baseURL}/ml/AdmissionStatus`)
  await expectNoAxeViolations(withScript)

  // Four look-ups from this address in ten minutes (FORM_RATE_LIMIT): the fifth is refused, right pair or not.
  await look('/AdmissionStatus', number, '2018-07-12')
  await expect(page.getByText('Interaction scheduled')).toBeVisible()
  await look('/AdmissionStatus', number, '2018-07-12')
  await expect(page.getByText('Too many look-ups. Please try again in ten minutes.')).toBeVisible()
  await context.close()
})

test('the office moves applications on from the board, and the parents hear of it', async ({ page }) => {
  const found = await api.get(`/cms-api/admission-registrations?where[number][equals]=${number}`, { headers })
  const [application] = (await found.json()).docs
  const moved = await api.post('/cms-api/admission-registrations/move', {
    headers,
    data: { ids: [application.id], status: 'offered' },
  })
  expect(await moved.json()).toEqual({ moved: 1, refused: [] })

  await page.goto(`${server.baseURL}/admin/login`)
  await page.locator('#field-email').fill(E2E_ADMIN.email)
  await page.locator('#field-password').fill(E2E_ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
  await page.goto(`${server.baseURL}/admin/admissions?class=III`)
  await expect(page.getByRole('heading', { name: 'Admission board' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Class III\s*1 application · 0 of 5 seats taken/ })).toBeVisible()
  const offered = page.getByRole('region', { name: /Seat offered/ })
  await expect(offered.getByRole('heading')).toHaveText('Seat offered (1)')
  await offered.getByRole('checkbox', { name: number }).check()
  await page.getByLabel('Move to').selectOption('admitted')
  await page.getByRole('button', { name: 'Move', exact: true }).click()
  await expect(page.getByText('1 moved to “Admitted”, the parents mailed.')).toBeVisible()
  await expect(page.getByRole('region', { name: /Admitted/ }).getByRole('heading')).toHaveText('Admitted (1)')
  await expect(page.getByRole('link', { name: /Class III\s*1 application · 1 of 5 seats taken/ })).toBeVisible()
  // The class's admitted children as the ERP takes them: the number, the session's year, the class, the step in words.
  const csvHref = await page.getByRole('link', { name: 'Class III, admitted' }).getAttribute('href')
  const csv = await (await api.get(csvHref!, { headers })).text()
  const [head, row, ...more] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
  expect(more).toEqual([])
  expect(head).toContain('Application no.')
  expect(row).toContain(number)
  expect(row).toContain('2026-27')
  expect(row).toContain('Admitted')
  await smtp.waitFor(() => smtp.to('parent.of.anna@example.org').some((m) => /admitted/.test(m.parsed.subject ?? '')))
  const subjects = smtp.to('parent.of.anna@example.org').map((m) => m.parsed.subject)
  expect(subjects).toEqual([
    `Application ${number} received`,
    `Interaction for Anna (${number})`,
    `A seat for Anna in Class III (${number})`,
    `Anna is admitted to Class III (${number})`,
  ])
})
