import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { adminApi } from './site'

/** The password of every staff account the admin's browser tests create. */
export const STAFF_PASSWORD = 'Office-password-1'

export type StaffAccount = { email: string; name: string; role: 'school-admin' | 'editor' }

/** Creates the staff account in the school unless it exists (the server's data outlives one spec). */
async function ensureStaff(
  request: APIRequestContext,
  api: Record<string, string>,
  school: number,
  account: StaffAccount,
) {
  const found = await request.get(`/cms-api/users?where[email][equals]=${account.email}`, { headers: api })
  if ((await found.json()).docs.length) return
  const made = await request.post('/cms-api/users', {
    headers: api,
    data: { ...account, password: STAFF_PASSWORD, school },
  })
  expect(made.ok(), await made.text()).toBe(true)
}

/** Signs in at /admin as office staff do, landing on the dashboard. */
export async function signIn(page: Page, account: { email: string }) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(STAFF_PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** The platform admin's API headers and JRSBKL's id, with these staff accounts in that school. */
export async function withStaff(request: APIRequestContext, ...accounts: StaffAccount[]) {
  const api = await adminApi(request)
  const found = await request.get('/cms-api/schools?where[code][equals]=JRSBKL', { headers: api })
  const school = (await found.json()).docs[0].id as number
  for (const account of accounts) await ensureStaff(request, api, school, account)
  return { api, school }
}
