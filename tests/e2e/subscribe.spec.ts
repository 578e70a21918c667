import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from './helpers/e2e-server'
import { serverWithMail } from './helpers/mail-server'
import { apiSignIn } from './helpers/site'
import { expect, test } from './helpers/test'

/**
 * A parent subscribing on /ml/Subscribe at 360 px without JavaScript, on a server of its own that
 * mails through an SMTP server this test started: the Malayalam confirmation mail, the link's
 * button, a circular of the child's class and not one of another class, and leaving in one click
 * from the mail's List-Unsubscribe header, a POST with no cookie.
 */
let server: Awaited<ReturnType<typeof serverWithMail>>['server']
let smtp: Awaited<ReturnType<typeof serverWithMail>>['smtp']
let api: APIRequestContext

test.describe.configure({ mode: 'serial' })
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  ;({ server, smtp } = await serverWithMail({ JOBS_CHECK_SECONDS: '2' }))
  api = await playwrightRequest.newContext({ baseURL: server.baseURL })
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
  await smtp?.stop()
})

const PARENT = 'amma@example.org'

test('a parent subscribes in Malayalam, confirms from the mail, gets their class’s circular only, and leaves in one click', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto(`${server.baseURL}/ml/Subscribe`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ഇമെയിൽ സബ്സ്ക്രിപ്ഷൻ')
  // The page's language is the mails' language unless the parent changes it.
  await expect(page.getByRole('radio', { name: 'മലയാളം' })).toBeChecked()
  await page.getByLabel('ഇമെയിൽ').fill(PARENT)
  await page.getByRole('checkbox', { name: 'V', exact: true }).check()
  await page.getByRole('button', { name: 'സബ്സ്ക്രൈബ് ചെയ്യുക' }).click()
  await expect(page.getByText('നന്ദി. ഈ വിലാസത്തിലേക്ക് ഒരു മെയിൽ അയച്ചിട്ടുണ്ട്')).toBeVisible()

  await smtp.waitFor(() => smtp.to(PARENT).length === 1)
  const confirmation = smtp.to(PARENT)[0].parsed
  expect(confirmation.subject).toContain('സബ്സ്ക്രിപ്ഷൻ സ്ഥിരീകരിക്കുക')
  expect(confirmation.headers.get('content-language')).toBe('ml')
  const link = confirmation.text?.match(/http:\/\/\S+\/ml\/Subscribe\/confirm\/\S+/)?.[0]
  expect(link, confirmation.text).toBeTruthy()

  // Opening the link confirms nothing by itself (mail scanners open links); its button does.
  await page.goto(link!)
  await page.getByRole('button', { name: 'സബ്സ്ക്രിപ്ഷൻ സ്ഥിരീകരിക്കുന്നു' }).click()
  await expect(page.getByText('സബ്സ്ക്രിപ്ഷൻ സ്ഥിരീകരിച്ചു.')).toBeVisible()

  const headers = await apiSignIn(api, E2E_ADMIN)
  const { docs } = await (await api.get('/cms-api/schools?limit=1', { headers })).json()
  for (const classes of [['V'], ['VII']]) {
    const made = await api.post('/cms-api/circulars', {
      headers,
      data: {
        school: docs[0].id,
        title: `Class ${classes[0]} field trip`,
        date: new Date().toISOString(),
        category: 'Circular',
        classes,
        _status: 'published',
      },
    })
    expect(made.status()).toBe(201)
  }
  await smtp.waitFor(() => smtp.to(PARENT).length >= 2, 30_000)
  // The other class's circular had as long to arrive, and went to nobody.
  await page.waitForTimeout(5_000)
  const mails = smtp.to(PARENT)
  expect(mails.map((m) => m.parsed.subject)).toEqual([confirmation.subject, 'സർക്കുലർ: Class V field trip'])

  const circular = mails[1]
  const head = circular.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
  expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
  const oneClick = head.match(/^List-Unsubscribe: <(http[^>]+)>/m)?.[1]
  expect(oneClick).toBeTruthy()
  const stranger = await playwrightRequest.newContext()
  const left = await stranger.post(oneClick!, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(left.status()).toBe(200)
  await stranger.dispose()
  const remaining = await api.get(`/cms-api/subscriptions?where[email][equals]=${PARENT}`, { headers })
  expect((await remaining.json()).totalDocs).toBe(0)
})

test.describe('on a phone with JavaScript', () => {
  test.use({ javaScriptEnabled: true, permissions: ['notifications'] })

  test('“Get alerts on this phone” registers the service worker, which shows a push and opens its page when tapped', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000)
    await page.goto(`${server.baseURL}/ml/Subscribe`)
    const cdp = await context.newCDPSession(page)
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${server.baseURL}/` && !r.isDeleted)
        if (ours) resolve(ours.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    await page.getByRole('button', { name: 'ഈ ഫോണിൽ അറിയിപ്പുകൾ നേടുക' }).click()
    // This Chromium has no push service to reach (no network), so the subscription itself fails
    // and the parent is told so; the worker is registered, and a push is delivered to it directly.
    await expect(page.locator('#phone-alerts ~ p[role="status"]')).toHaveText(
      /ഈ ബ്രൗസറിൽ അറിയിപ്പുകൾ സജ്ജമാക്കാനായില്ല|ഈ ഫോണിൽ സ്കൂളിന്റെ അറിയിപ്പുകൾ ലഭിക്കും/,
    )
    const registrationId = await registered
    await page.evaluate(() => navigator.serviceWorker.ready)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.baseURL,
      registrationId,
      data: JSON.stringify({
        title: 'കനത്ത മഴ: ഇന്ന് സ്കൂളിന് അവധി',
        body: 'അടിയന്തര അറിയിപ്പ്',
        lang: 'ml',
        url: '/ml/Circulars',
        tag: 'alerts:1',
      }),
    })
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          lang: n.lang,
          url: (n.data as { url: string }).url,
        })),
      )
    await expect
      .poll(shown)
      .toEqual([{ title: 'കനത്ത മഴ: ഇന്ന് സ്കൂളിന് അവധി', body: 'അടിയന്തര അറിയിപ്പ്', lang: 'ml', url: '/ml/Circulars' }])
    // Tapping it (the worker's notificationclick, as the phone dispatches it) takes the site's open
    // page to the record's.
    const [worker] = context.serviceWorkers()
    await worker.evaluate(async () => {
      // The worker's own globals, which TypeScript's DOM types do not describe.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration
        dispatchEvent(event: Event): boolean
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event
      }
      const [notification] = await scope.registration.getNotifications()
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
    })
    await page.waitForURL(`${server.baseURL}/ml/Circulars`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('സർക്കുലറുകൾ')
    expect(await shown()).toEqual([])
  })
})
