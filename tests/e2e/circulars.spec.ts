import { type APIRequestContext } from '@playwright/test'

import { expect, test } from './helpers/test'

import { samplePdf } from '../../src/seed/images'
import { schoolRecord } from './helpers/schools'
import { adminApi, expectNoAxeViolations } from './helpers/site'

/**
 * Issue 29's circulars library: /Circulars with year, category, class and title filters (with and
 * without JavaScript), each circular's own page with its files, the latest three on home, the
 * feed, and drafts never shown.
 */
let headers: Record<string, string>
let school: number
const stamp = Date.now()
const made: number[] = []
const TITLES = {
  exam: `Class X model examination timetable ${stamp}`,
  fee: `Second term fee due ${stamp}`,
  holiday: `Onam holidays for class V ${stamp}`,
  draft: `Draft circular ${stamp}`,
}

async function post(request: APIRequestContext, data: Record<string, unknown>, draft = false) {
  const saved = await request.post(`/cms-api/circulars${draft ? '?draft=true' : ''}`, {
    headers,
    data: { school, _status: draft ? 'draft' : 'published', ...data },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const id = (await saved.json()).doc.id as number
  made.push(id)
  return id
}

let examId: number

test.beforeAll(async ({ request }) => {
  headers = await adminApi(request)
  school = (await schoolRecord(request, headers)).id
  const pdf = await request.post('/cms-api/media', {
    headers,
    multipart: {
      file: {
        name: `exam-timetable-${stamp}.pdf`,
        mimeType: 'application/pdf',
        buffer: samplePdf('Model examination', ['Monday: English', 'Tuesday: Mathematics']),
      },
      _payload: JSON.stringify({ school, alt: 'Examination timetable' }),
    },
  })
  expect(pdf.ok(), await pdf.text()).toBe(true)
  const file = (await pdf.json()).doc.id as number
  examId = await post(request, {
    title: TITLES.exam,
    number: `JRS/2026/${stamp % 1000}`,
    // Today: newer than the sample circulars, so it leads the lists.
    date: new Date().toISOString(),
    category: 'Exam',
    classes: ['X'],
    files: [file],
  })
  await post(request, { title: TITLES.fee, date: '2025-10-02T04:30:00.000Z', category: 'Fee' })
  await post(request, { title: TITLES.holiday, date: '2026-08-20T04:30:00.000Z', category: 'Holiday', classes: ['V'] })
  await post(request, { title: TITLES.draft, date: '2026-11-21T04:30:00.000Z', category: 'Exam' }, true)
})

test.afterAll(async ({ request }) => {
  for (const id of made) await request.delete(`/cms-api/circulars/${id}`, { headers })
})

const titlesOn = async (request: APIRequestContext, path: string) => {
  const html = await (await request.get(path)).text()
  return Object.entries(TITLES)
    .filter(([, title]) => html.includes(title))
    .map(([key]) => key)
}

test('/Circulars lists every published circular newest first; drafts never', async ({ page, request }) => {
  expect(await titlesOn(request, '/Circulars')).toEqual(['exam', 'fee', 'holiday'])
  await page.goto('/Circulars')
  const titles = await page.locator('main h2').allTextContents()
  const order = [TITLES.exam, TITLES.holiday, TITLES.fee].map((title) => titles.indexOf(title))
  expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]))).toBe(true)
  await expect(page.getByText(/^Total circulars: \d+/)).toBeVisible()
})

test('the filters narrow by category, class, year and title', async ({ request }) => {
  expect(await titlesOn(request, '/Circulars?category=Exam')).toEqual(['exam'])
  // A class's parents see its own circulars and those for the whole school.
  expect(await titlesOn(request, '/Circulars?class=V')).toEqual(['fee', 'holiday'])
  expect(await titlesOn(request, '/Circulars?class=X&category=Exam')).toEqual(['exam'])
  expect(await titlesOn(request, '/Circulars?year=2025')).toEqual(['fee'])
  expect(await titlesOn(request, `/Circulars?q=${encodeURIComponent('fee due')}`)).toEqual(['fee'])
  // Values no one offered are ignored, not an error.
  const odd = await request.get('/Circulars?category=Nonsense&class=XIII&year=20x5')
  expect(odd.status()).toBe(200)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the filter form works', async ({ page }) => {
    await page.goto('/Circulars')
    await page.getByLabel('Category').selectOption('Exam')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/category=Exam/)
    await expect(page.locator('main h2', { hasText: TITLES.exam })).toHaveCount(1)
    await expect(page.locator('main h2', { hasText: TITLES.fee })).toHaveCount(0)
  })
})

test("a circular's own page has its number, classes and files with their kind and size", async ({ page }) => {
  await page.goto(`/Circulars?id=${examId}`)
  await expect(page.getByRole('heading', { name: TITLES.exam })).toBeVisible()
  await expect(page.locator('main')).toContainText('For class X')
  await expect(page.locator('main')).toContainText(`No. JRS/2026/${stamp % 1000}`)
  const file = page.getByRole('link', { name: /Examination timetable/ })
  await expect(file).toHaveAttribute('href', /\.pdf$/)
  await expect(page.locator('main')).toContainText(/\(PDF, \d+ kB\)/)
})

test('home shows the latest three after the news; the feed lists them', async ({ page, request }) => {
  await page.goto('/')
  const section = page.locator('[data-section="circulars"]')
  await expect(section.getByRole('link', { name: TITLES.exam })).toBeAttached()
  await expect(section.getByRole('listitem')).toHaveCount(3)
  const sections = await page
    .locator('[data-section]')
    .evaluateAll((all) => all.map((s) => s.getAttribute('data-section')))
  expect(sections.indexOf('circulars')).toBe(sections.indexOf('news') + 1)
  const feed = await request.get('/circulars.xml')
  expect(feed.headers()['content-type']).toContain('application/rss+xml')
  const xml = await feed.text()
  expect(xml).toContain(TITLES.exam)
  expect(xml).not.toContain(TITLES.draft)
  expect(await (await request.get('/ml/circulars.xml')).text()).toContain('<language>ml</language>')
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/Circulars?id=${examId}`)
})

for (const width of [360, 1280]) {
  test(`/Circulars passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/Circulars')
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}
