import http from 'node:http'

import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'
import { SCHOOL_UNDER_TEST } from './school-under-test'

export const titleOf = (page: string) => `${page} - ${SCHOOL_UNDER_TEST.name}, ${SCHOOL_UNDER_TEST.town}`

/** WCAG 2.2 AA checks of the page as it is now; the map frame is the maps provider's, not ours. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('iframe')
    .analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary).toEqual([])
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

/** CMS API headers signed in with these credentials. */
export async function apiSignIn(request: APIRequestContext, credentials: { email: string; password: string }) {
  const login = await request.post('/cms-api/users/login', { data: credentials })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/** A signed-in CMS API client as the e2e platform admin, for changing content the way staff do. */
export const adminApi = (request: APIRequestContext) => apiSignIn(request, E2E_ADMIN)

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
