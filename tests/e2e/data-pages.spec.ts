import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './helpers/test'

import { adminApi, expectNoAxeViolations, titleOf } from './helpers/site'
import { SCHOOL_UNDER_TEST } from './helpers/school-under-test'

const YEAR = new Date().getFullYear()

/** How many published records of the school under test of a collection fall in a date range, asked of the CMS. */
async function countBetween(request: APIRequestContext, collection: string, field: string, from: string, to: string) {
  const headers = await adminApi(request)
  const q = `where[${field}][greater_than_equal]=${from}&where[${field}][less_than]=${to}&where[_status][equals]=published&where[school.code][equals]=${SCHOOL_UNDER_TEST.code}&limit=0`
  return (await (await request.get(`/cms-api/${collection}?${q}`, { headers })).json()).totalDocs as number
}

const total = async (page: Page, label: string) =>
  Number((await page.getByText(new RegExp(`^${label}: \\d+$`)).innerText()).split(': ')[1])

test('/News defaults to the current year and filters by year, month and title', async ({ page, request }) => {
  await page.goto('/News')
  await expect(page).toHaveTitle(titleOf('News'))
  await expect(page.getByLabel('Year')).toHaveValue(String(YEAR))
  expect(await total(page, 'Total news')).toBe(
    await countBetween(request, 'news', 'fromDate', `${YEAR}-01-01`, `${YEAR + 1}-01-01`),
  )
  const months = await page.getByLabel('Month').locator('option').allInnerTexts()
  expect(months).toEqual(['All', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'])

  await page.getByLabel('Year').selectOption('all')
  await expect(page).toHaveURL(/year=all/)
  const all = await countBetween(request, 'news', 'fromDate', '1900-01-01', '2999-01-01')
  await expect.poll(() => total(page, 'Total news')).toBe(all)

  await page.getByLabel('Month').selectOption('1')
  await expect(page).toHaveURL(/month=1/)
  const january = await countBetween(request, 'news', 'fromDate', `${YEAR}-01-01`, `${YEAR}-02-01`)
  const januaryLastYear = await countBetween(request, 'news', 'fromDate', `${YEAR - 1}-01-01`, `${YEAR - 1}-02-01`)
  await expect.poll(() => total(page, 'Total news')).toBe(january + januaryLastYear)

  await page.goto('/News?year=all')
  await page.getByLabel('Search by title').fill('sports')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/q=sports/)
  await expect(page.locator('main details summary')).toHaveText([/Inter-house sports meet/])
})

test('a news item reads in full on the page and has its own address', async ({ page }) => {
  await page.goto('/News?year=all')
  const first = page.locator('main details').first()
  await first.locator('summary').click()
  await expect(first.locator('p').first()).toBeVisible()
  await first.getByRole('link', { name: 'Link to this news item' }).click()
  await expect(page).toHaveURL(/\/News\?id=\d+$/)
  await expect(page.getByRole('link', { name: '← All news' })).toBeVisible()
  expect((await page.goto('/News?id=999999'))?.status()).toBe(404)
  expect((await page.goto('/News?id=../../etc'))?.status()).toBe(404)
})

test('filters that match nothing say so and offer a reset', async ({ page }) => {
  await page.goto('/News?year=all&q=zzzz-no-such-title')
  await expect(page.getByText('No news match these filters.')).toBeVisible()
  await page.getByRole('link', { name: 'Show all news' }).click()
  await expect(page.locator('main details').first()).toBeVisible()
})

test('without JavaScript the filters still work as a plain form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/News')
  await page.getByLabel('Year').selectOption('all')
  await page.getByLabel('Search by title').fill('onam')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/year=all.*q=onam/)
  await expect(page.locator('main details summary')).toHaveText([/Onam celebrations/])
  await context.close()
})

test('/Events offers only the months that have events', async ({ page, request }) => {
  await page.goto('/Events?year=all')
  const offered = (await page.getByLabel('Month').locator('option').allInnerTexts()).slice(1)
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  const present: string[] = []
  for (const [i, name] of names.entries()) {
    let n = 0
    for (const y of [YEAR - 1, YEAR]) {
      const m = String(i + 1).padStart(2, '0')
      const next = i === 11 ? `${y + 1}-01-01` : `${y}-${String(i + 2).padStart(2, '0')}-01`
      n += await countBetween(request, 'events', 'date', `${y}-${m}-01`, next)
    }
    if (n) present.push(name)
  }
  expect(offered).toEqual(present)
  expect(offered.length).toBeLessThan(12)
  const first = page.locator('main details').first()
  await first.locator('summary').click()
  await expect(first).toContainText('Venue')
  await expect(first).toContainText('Time')
})

test('/Gallery shows photo galleries with View More to /SubGallery, and the lightbox works by keyboard', async ({
  page,
}) => {
  await page.goto('/Gallery?year=all')
  await expect(page.getByText(/^Total categories: \d+$/)).toBeVisible()
  const card = page.locator('main li article').first()
  await expect(card).toContainText('photos')
  const title = await card.locator('h2').innerText()
  await card.getByRole('link', { name: /View More/ }).click()
  await expect(page).toHaveURL(/\/SubGallery\?id=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page).toHaveTitle(titleOf(title))
  for (const label of ['Event date', 'Last update', 'Photos'])
    await expect(page.locator('main dl')).toContainText(label)
  await expect(page.getByRole('link', { name: /Go back to the gallery/ })).toBeVisible()

  const second = page.getByRole('button', { name: /Open photo 2 of/ })
  await second.click()
  const viewer = page.locator('.yarl__root')
  await expect(viewer).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('.yarl__slide_current img')).toHaveAttribute('alt', /3/)
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(second).toBeFocused()
})

test('an unknown gallery id gets a friendly 404 page', async ({ page }) => {
  for (const id of ['999999', 'abc', '']) {
    const response = await page.goto(`/SubGallery?id=${id}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found')
  }
})

test('/VideoGallery links open the video in a new tab, safely, and no picture comes from another site', async ({
  page,
}) => {
  const elsewhere: string[] = []
  // This machine's own addresses are the site's (the second school's pass uses both).
  page.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url())
    if (/^https?:$/.test(protocol) && !/^(127\.0\.0\.1|localhost)$/.test(hostname)) elsewhere.push(request.url())
  })
  await page.goto('/VideoGallery?year=all')
  const links = page.locator('main ul.grid a')
  expect(await links.count()).toBeGreaterThan(0)
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  expect(elsewhere).toEqual([])
})

test('/Toppers defaults to the previous-to-current session and sorts by percentage', async ({ page }) => {
  await page.goto('/Toppers')
  await expect(page.getByLabel('Session year')).toHaveValue(`${YEAR - 1}-${YEAR}`)
  const percents = (await page.locator('main li article p').allInnerTexts()).map((t) => parseFloat(t))
  expect(percents.length).toBeGreaterThan(0)
  expect(percents).toEqual([...percents].sort((a, b) => b - a))
  await page.getByLabel('Search by name').fill('X-2026-2')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.locator('main li article h2')).toHaveText(['Topper X-2026-2'])
  await page.goto('/ToppersXII?year=all')
  await expect(page.locator('main li article h2').first()).toContainText('Topper XII')
  await expect(page.getByLabel('Year')).toHaveValue('all')
})

for (const width of [360, 1280]) {
  test(`no WCAG 2.2 AA violations on the data pages at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: 900 })
    for (const route of [
      '/News?year=all',
      '/Events?year=all',
      '/Gallery?year=all',
      '/SubGallery?id=1',
      '/VideoGallery?year=all',
      '/Toppers',
      '/ToppersXII',
    ]) {
      await page.goto(route)
      await expectNoAxeViolations(page)
    }
  })
}
