import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'

import { FORMS_ML } from '../../src/i18n/messages/ui-text/forms'
import { privacyRequestMl } from '../../src/i18n/messages/privacy-request'

import { E2E_ADMIN } from './helpers/e2e-server'
import { serverWithMail } from './helpers/mail-server'
import { apiSignIn, expectNoAxeViolations } from './helpers/site'
import { expect, test } from './helpers/test'

/**
 * A parent's erasure request, end to end, on a server of its own with mail to an SMTP server this
 * test started: sent from /ml/PrivacyRequest on a phone without JavaScript, its tracking number
 * on the page and in the mail; the office mails a code, the parent types it on the request's own
 * page (the mail's link), the office answers, and the answer is mailed and shown.
 */
let server: Awaited<ReturnType<typeof serverWithMail>>['server']
let smtp: Awaited<ReturnType<typeof serverWithMail>>['smtp']
let api: APIRequestContext
let headers: Record<string, string>

const PARENT = 'mary.thomas@example.org'
const form = FORMS_ML.privacyRequest

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  ;({ server, smtp } = await serverWithMail())
  api = await playwrightRequest.newContext({ baseURL: server.baseURL })
  headers = await apiSignIn(api, E2E_ADMIN)
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
  await smtp?.stop()
})

test('a parent asks, without JavaScript, for their child’s data to be deleted; the office checks who asks and answers', async ({
  browser,
  page: withScript,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } })
  const page = await context.newPage()
  await page.goto(`${server.baseURL}/ml/PrivacyRequest`)
  await page.getByRole('button', { name: form.Submit }).click()
  await expect(page.locator('#kind-error')).toHaveText(form['Choose what you are asking for.'])
  await page.getByRole('radio', { name: privacyRequestMl.kinds.erasure }).check()
  await page.locator('#name').fill('മേരി തോമസ്')
  await page.locator('#email').fill(PARENT)
  await page.getByRole('radio', { name: form['My child’s'] }).check()
  await page.locator('#childName').fill('അന്ന തോമസ്')
  await page.locator('#details').fill('അന്നയുടെ പ്രവേശന രജിസ്ട്രേഷൻ നീക്കം ചെയ്യണം.')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: form.Submit }).click()
  const status = page.locator('#privacy-request-status')
  await expect(status).toContainText(form['Tracking number'])
  const number = (await status.locator('strong').innerText()).trim()
  expect(number).toMatch(/^JRSBKL\/PR\/\d{4}\/0001$/)

  await smtp.waitFor(() => smtp.to(PARENT).length > 0, 20_000)
  const link = new RegExp(`${server.baseURL}/ml/PrivacyRequest/\\S+`).exec(smtp.to(PARENT)[0].parsed.text ?? '')?.[0]
  expect(link).toBeTruthy()

  // The office mails a code; the parent types it on the page the mail's link opens.
  const [request] = (
    await (await api.get(`/cms-api/privacy-requests?where[number][equals]=${number}`, { headers })).json()
  ).docs
  const sent = await api.post(`/cms-api/privacy-requests/${request.id}/send-code`, { headers, data: {} })
  expect(sent.status(), await sent.text()).toBe(200)
  await smtp.waitFor(() => smtp.to(PARENT).length > 1, 20_000)
  const code = /(\d{6})/.exec(smtp.to(PARENT)[1].parsed.text ?? '')![1]
  await page.goto(link!)
  await expect(page.locator('h1')).toHaveText(`സ്വകാര്യതാ അപേക്ഷ ${number}`)
  await page.locator('#code').fill(code)
  await page.getByRole('button', { name: privacyRequestMl.codeButton }).click()
  await expect(page.getByRole('status')).toHaveText(privacyRequestMl.codeResults.checked)
  await expect(page.locator('main')).toContainText(privacyRequestMl.statuses['identity-checked'])

  const answered = await api.patch(`/cms-api/privacy-requests/${request.id}`, {
    headers,
    data: { status: 'answered', answer: 'അന്നയുടെ രജിസ്ട്രേഷൻ നീക്കം ചെയ്തു.' },
  })
  expect(answered.ok(), await answered.text()).toBe(true)
  await smtp.waitFor(() => smtp.to(PARENT).length > 2, 20_000)
  expect(smtp.to(PARENT)[2].parsed.subject).toBe(`നിങ്ങളുടെ സ്വകാര്യതാ അപേക്ഷ ${number}: സ്കൂളിന്റെ മറുപടി`)
  await page.reload()
  await expect(page.locator('main')).toContainText('അന്നയുടെ രജിസ്ട്രേഷൻ നീക്കം ചെയ്തു.')
  await context.close()

  await withScript.goto(`${server.baseURL}/PrivacyRequest`)
  await expectNoAxeViolations(withScript)
  await withScript.goto(link!)
  await expectNoAxeViolations(withScript)
})
