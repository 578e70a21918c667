import http from 'node:http'

import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test'

import { E2E_ADMIN } from './e2e-server'
import { SCHOOL_UNDER_TEST } from './school-under-test'

export const titleOf = (page: string) => `${page} - ${SCHOOL_UNDER_TEST.name}, ${SCHOOL_UNDER_TEST.town}`

/** WCAG 2.2 AA checks of the page as it is now; the map frame is the maps provider's, not ours. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('iframe')
    .analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  // Which document was checked: an html-has-lang once failed in the second-school pass, page unknown.
  const checked = await page.evaluate(() => {
    const html = [...document.documentElement.attributes].map((a) => ` ${a.name}="${a.value}"`).join('')
    return `${location.href}: <html${html}>, title "${document.title}"`
  })
  expect(summary, checked).toEqual([])
}

/**
 * Waits for home's notification popup, which opens by itself once the page has loaded, and
 * closes it, so that a test reaches the page behind it.
 */
export async function closeNoticePopup(page: Page) {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

/**
 * Waits until React has hydrated this element. Before that it is visible and enabled, so
 * Playwright acts on it at once, but a click reaches no handler and typed text never reaches the
 * component's state (a form then submits empty fields). React marks each element it has taken
 * over with a `__reactProps$…` key; on a loaded machine that can come seconds after `load`, and
 * after `networkidle` too.
 */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      timeout: 30_000,
    })
    .toBe(true)
}

/**
 * Makes changes in a form of Payload's admin and waits until the admin has sent the form's state
 * to the server and had its answer. The admin sends it 250 ms after a change, and the answer, made
 * without validation, marks every field valid: one that lands after a refused save clears the
 * messages under the fields (the toast stays). Staff pause longer than that before saving; a test
 * saving at once would meet the race. Done when one such round trip has ended since the changes
 * began and none has started or been pending for 750 ms (on a loaded machine a request can leave
 * while the last change is still being typed, and then carries it).
 */
export async function changeAdminForm(page: Page, change: () => Promise<unknown>) {
  // A form-state request is a server action, which Next.js marks with this header.
  const isFormState = (request: Request) => request.method() === 'POST' && !!request.headers()['next-action']
  let pending = 0
  let answered = 0
  let lastActivity = Date.now()
  const sent = (request: Request) => {
    if (!isFormState(request)) return
    pending++
    lastActivity = Date.now()
  }
  const ended = (request: Request) => {
    if (!isFormState(request)) return
    pending--
    answered++
    lastActivity = Date.now()
  }
  page.on('request', sent)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await change()
    lastActivity = Date.now()
    await expect
      .poll(() => answered > 0 && pending === 0 && Date.now() - lastActivity >= 750, { timeout: 30_000 })
      .toBe(true)
  } finally {
    page.off('request', sent)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

/** CMS API headers signed in with these credentials. */
export async function apiSignIn(request: APIRequestContext, credentials: { email: string; password: string }) {
  const login = await request.post('/cms-api/users/login', { data: credentials })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/** A signed-in CMS API client as the e2e platform admin, for changing content the way staff do. */
export const adminApi = (request: APIRequestContext) => apiSignIn(request, E2E_ADMIN)

/**
 * Adds a news item through the CMS API as staff do, dated today, published unless asked for a
 * draft; its id.
 */
export async function postNews(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: { school: number; title: string; description?: string },
  status: 'published' | 'draft' = 'published',
): Promise<number> {
  const made = await request.post(`/cms-api/news${status === 'draft' ? '?draft=true' : ''}`, {
    headers,
    data: { fromDate: new Date().toISOString(), ...data, _status: status },
  })
  expect(made.ok(), await made.text()).toBe(true)
  return (await made.json()).doc.id
}

/** A GET to the server on this machine with a Host header of our choosing, as a school's domain, a CDN or nginx sends it. */
export function getWithHost(
  port: number | string,
  host: string,
  path: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
      })
      .on('error', reject)
  })
}
