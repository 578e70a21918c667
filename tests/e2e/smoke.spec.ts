import { expect, test } from './helpers/test'

import { E2E_ADMIN } from '../../playwright.config'
import { SCHOOL_UNDER_TEST } from './helpers/school-under-test'

test('the home page shows the school from the database', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCHOOL_UNDER_TEST.name)
  await expect(page.getByText('Founded in 1908')).toBeVisible()
  await expect(page).toHaveTitle(`${SCHOOL_UNDER_TEST.name}, ${SCHOOL_UNDER_TEST.town}`)
})

test('the admin accepts the account from ADMIN_EMAIL', async ({ page }) => {
  await page.goto('/admin')
  await page.locator('#field-email').fill(E2E_ADMIN.email)
  await page.locator('#field-password').fill(E2E_ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: 'News', exact: true }).first()).toBeVisible()
})

test('visitors cannot read submissions through the CMS API', async ({ request }) => {
  const response = await request.get('/cms-api/career-applications')
  expect(response.status()).toBe(403)
})
