import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { schoolRecord } from './schools'
import { adminApi, apiSignIn, hydrated } from './site'

export type StaffAccount = { email: string; name: string; role: 'school-admin' | 'editor' }

/** The office staff of the browser tests of /admin: a school admin and an editor of JRSBKL. */
export const PASSWORD = 'Office-password-1'
export const ADMIN: StaffAccount = { email: 'office-admin@example.org', name: 'Mini Thomas', role: 'school-admin' }
export const EDITOR: StaffAccount = { email: 'office-editor@example.org', name: 'Joseph Kurian', role: 'editor' }

/** Creates the account (as the platform admin, `api`) unless it exists (the server's data outlives one spec). */
export async function ensureStaff(
  request: APIRequestContext,
  api: Record<string, string>,
  account: StaffAccount,
  school: number,
) {
  const found = await request.get(`/cms-api/users?where[email][equals]=${account.email}`, { headers: api })
  if ((await found.json()).docs.length) return
  const made = await request.post('/cms-api/users', { headers: api, data: { ...account, password: PASSWORD, school } })
  expect(made.ok(), await made.text()).toBe(true)
}

/** CMS API headers signed in as a staff account. */
export const staffApi = (request: APIRequestContext, account: { email: string }) =>
  apiSignIn(request, { email: account.email, password: PASSWORD })

/** Signs in through the admin's own form. */
export async function signIn(page: Page, account: { email: string }) {
  await page.goto('/admin/login')
  await hydrated(page.locator('button[type="submit"]'))
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** The JRSBKL school's record number. */
export async function jrsbklId(request: APIRequestContext, api: Record<string, string>): Promise<number> {
  return (await schoolRecord(request, api, 'JRSBKL')).id
}

/** The platform admin's API headers and JRSBKL's id, with these staff accounts in that school. */
export async function withStaff(request: APIRequestContext, ...accounts: StaffAccount[]) {
  const api = await adminApi(request)
  const school = await jrsbklId(request, api)
  for (const account of accounts) await ensureStaff(request, api, account, school)
  return { api, school }
}
