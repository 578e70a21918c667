import { type APIRequestContext } from '@playwright/test'

import { expect, test } from './helpers/test'

import { ADMIN, EDITOR, signIn, staffApi, withStaff } from './helpers/office'
import { SCHOOL_UNDER_TEST } from './helpers/school-under-test'
import { schoolRecord } from './helpers/schools'
import { adminApi, expectNoAxeViolations } from './helpers/site'

/**
 * Issue 32's search as a visitor meets it: the header's box (desktop and the phone's menu), the
 * results page with and without JavaScript, in English and Malayalam, drafts never, a published
 * edit found within 2 s, and a visitor's syntax or a page of text answered with a message, never
 * a 500. The ranking, the stems and the schools apart are tested on both databases in
 * tests/int/search*.test.ts.
 */
let headers: Record<string, string>
let school: number
// A made-up word, so the sample content never matches.
const word = `quorvex${Date.now().toString(36)}`
const made: { collection: string; id: number }[] = []

async function save(request: APIRequestContext, collection: string, data: Record<string, unknown>, draft = false) {
  const saved = await request.post(`/cms-api/${collection}${draft ? '?draft=true' : ''}`, {
    headers,
    data: { school, _status: draft ? 'draft' : 'published', ...data },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const id = (await saved.json()).doc.id as number
  made.push({ collection, id })
  return id
}

let newsId: number
let draftId: number

test.beforeAll(async ({ request }) => {
  headers = await adminApi(request)
  school = (await schoolRecord(request, headers)).id
  newsId = await save(request, 'news', {
    title: `Fee concession for ${word} families`,
    fromDate: '2026-11-02T04:30:00.000Z',
    description: `Families of the ${word} scheme pay half the term fee.`,
  })
  const ml = await request.patch(`/cms-api/news/${newsId}?locale=ml`, {
    headers,
    data: { title: `${word} കുടുംബങ്ങൾക്ക് ഫീസ് ഇളവ്`, description: 'പരീക്ഷയ്ക്ക് മുമ്പ് ഫീസ് അടയ്ക്കുക.' },
  })
  expect(ml.ok(), await ml.text()).toBe(true)
  await save(request, 'circulars', {
    title: `Circular on the ${word} timetable`,
    date: '2026-10-02T04:30:00.000Z',
    category: 'Exam',
  })
  draftId = await save(
    request,
    'news',
    { title: `Draft about ${word} holidays`, fromDate: '2026-11-03T04:30:00.000Z' },
    true,
  )
})

test.afterAll(async ({ request }) => {
  for (const { collection, id } of made) await request.delete(`/cms-api/${collection}/${id}`, { headers })
})

const resultTitles = async (request: APIRequestContext, path: string) => {
  const answer = await request.get(path)
  expect(answer.status()).toBe(200)
  return [...(await answer.text()).matchAll(/<h2[^>]*><a[^>]*>(.*?)<\/a><\/h2>/g)].map((m) =>
    m[1].replace(/<[^>]+>/g, ''),
  )
}

test('the header box searches the site; results are ranked, marked and link to their pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/AboutUs')
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Search this site' })
  await box.fill(word)
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/Search\\?q=${word}$`))
  await expect(page.getByText(`2 results for “${word}”`)).toBeVisible()
  const results = page.locator('main ol[data-results] > li')
  await expect(results).toHaveCount(2)
  const news = results.filter({ hasText: 'Fee concession' })
  await expect(news).toContainText('News · 2 November 2026')
  await expect(news.locator('mark').first()).toHaveText(word)
  await news.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/News\\?id=${newsId}$`))
  await expect(page.getByRole('heading', { name: `Fee concession for ${word} families` })).toBeVisible()
})

test("the phone's menu holds the search box", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/ContactUs')
  await expect(page.getByRole('searchbox', { name: 'Search this site' })).toBeHidden()
  await page.getByRole('button', { name: 'Menu' }).click()
  const box = page.getByRole('searchbox', { name: 'Search this site' })
  await box.fill(`${word} timetable`)
  await box.press('Enter')
  await expect(page.locator('main ol[data-results] > li')).toHaveCount(1)
  await expect(page.locator('main ol[data-results] > li')).toContainText('Circular')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the box and the results page work, on both sites', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    await page.getByRole('searchbox', { name: 'Search this site' }).fill(`fees ${word}`)
    await page.getByRole('button', { name: 'Search', exact: true }).first().click()
    await expect(page.locator('main ol[data-results] > li')).toHaveCount(1)
    await expect(page.locator('main ol[data-results] > li h2')).toHaveText(`Fee concession for ${word} families`)
    await page.goto(`/ml/Search?q=${encodeURIComponent('പരീക്ഷ')}`)
    const found = page.locator('main ol[data-results] > li h2', { hasText: 'കുടുംബങ്ങൾക്ക്' })
    await expect(found).toHaveCount(1)
    // The sample school's own Malayalam circulars name പരീക്ഷ too: the news item is among them.
    await expect(found.locator('a')).toHaveAttribute('href', /^\/ml\/News\?id=\d+$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml')
  })
})

test('Malayalam words find Malayalam text; an English-only record is found from the Malayalam site, marked', async ({
  request,
}) => {
  expect(await resultTitles(request, `/ml/Search?q=${encodeURIComponent('ഫീസ് ഇളവ്')}`)).toContain(
    `${word} കുടുംബങ്ങൾക്ക് ഫീസ് ഇളവ്`,
  )
  const html = await (await request.get(`/ml/Search?q=${word}+timetable`)).text()
  expect(html).toContain('ഇംഗ്ലീഷിൽ')
  expect(html).toMatch(/<h2 lang="en"/)
})

test('a draft is never found; once published it is, within 2 s', async ({ request }) => {
  expect(await resultTitles(request, `/Search?q=${word}+holidays`)).toEqual([])
  expect((await (await request.get(`/api/search/${SCHOOL_UNDER_TEST.code}?q=${word}+holidays`)).json()).total).toBe(0)
  const published = await request.patch(`/cms-api/news/${draftId}`, { headers, data: { _status: 'published' } })
  expect(published.ok()).toBe(true)
  const since = Date.now()
  await expect
    .poll(() => resultTitles(request, `/Search?q=${word}+holidays`), { timeout: 2_000, intervals: [100] })
    .toEqual([`Draft about ${word} holidays`])
  expect(Date.now() - since).toBeLessThan(2_000)
})

test('the API answers the same results, with marks as HTML', async ({ request }) => {
  const answer = await request.get(`/api/search/${SCHOOL_UNDER_TEST.code}?q=${word}`)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['cache-control']).toBe('no-store')
  const body = await answer.json()
  expect(body).toMatchObject({ query: word, lang: 'en', page: 1 })
  const news = body.data.find((r: { path: string }) => r.path === `/News?id=${newsId}`)
  expect(news).toMatchObject({ kind: 'news', inEnglish: false, title: `Fee concession for ${word} families` })
  expect(news.marked.title).toBe(`Fee concession for <mark>${word}</mark> families`)
  const ml = await (await request.get(`/api/search/${SCHOOL_UNDER_TEST.code}?q=${word}&lang=ml`)).json()
  expect(ml.data.map((r: { path: string }) => r.path)).toContain(`/ml/News?id=${newsId}`)
  expect((await request.get(`/api/search/NOSUCHSCHOOL?q=${word}`)).status()).toBe(404)
})

test('quotes, wildcards, operators and long text get an answer with a message, never a 500', async ({ request }) => {
  const api = `/api/search/${SCHOOL_UNDER_TEST.code}`
  for (const q of [
    '"',
    `"${word}`,
    '%',
    '*',
    `${word}*`,
    `NEAR(${word} fee)`,
    `${word} OR fee`,
    "'; --",
    '\\',
    '{title}:x',
  ]) {
    const page = await request.get(`/Search?q=${encodeURIComponent(q)}`)
    expect(page.status(), q).toBe(200)
    const answer = await request.get(`${api}?q=${encodeURIComponent(q)}`)
    expect([200, 400], q).toContain(answer.status())
    if (answer.status() === 400) expect((await answer.json()).error).toBe('Type a word to search for.')
  }
  const long = 'fee '.repeat(2_560)
  const page = await request.get(`/Search?q=${encodeURIComponent(long)}`)
  expect(page.status()).toBe(200)
  expect(await page.text()).toContain('A search can be at most 200 characters long.')
  const answer = await request.get(`${api}?q=${encodeURIComponent(long)}`)
  expect(answer.status()).toBe(400)
  expect((await answer.json()).error).toBe('A search can be at most 200 characters long.')
  expect((await request.get(`${api}?q=fee&page=0`)).status()).toBe(400)
  expect((await request.get(`${api}?q=fee&lang=fr`)).status()).toBe(400)
  expect((await request.get(api)).status()).toBe(400)
})

test('an empty search and one that finds nothing suggest the lists; results fold into /Search for search engines', async ({
  page,
}) => {
  await page.goto('/Search')
  await expect(page.locator('[data-empty="search"]').getByRole('link', { name: 'News' })).toBeVisible()
  await page.goto(`/Search?q=${word}zzz`)
  await expect(page.getByText(`No results for “${word}zzz”`)).toBeVisible()
  await expect(page.locator('[data-empty="search"]').getByRole('link', { name: 'Circulars' })).toBeVisible()
  // Named only once the school has a domain or SERVER_URL (lib/site/page-meta.ts).
  const canonical = await page.evaluate(
    () => document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  )
  if (canonical !== null) expect(canonical).toMatch(/\/Search$/)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
})

for (const width of [360, 1280]) {
  test(`/Search passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/Search?q=${word}`)
    await expect(page.locator('main ol[data-results] > li').first()).toBeVisible()
    await expectNoAxeViolations(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

test("the office rebuilds its school's index from the dashboard; an editor may not", async ({ page, request }) => {
  await withStaff(request, ADMIN, EDITOR)
  await signIn(page, ADMIN)
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Site search' }) })
  await panel.getByRole('button', { name: 'Rebuild the search index' }).click()
  await expect(panel.getByRole('status')).toHaveText(
    /^The search index was rebuilt: \d+ published records, \d+ entries in English and Malayalam\.$/,
  )
  await page.screenshot({ path: test.info().outputPath('dashboard-search.png') })
  expect((await (await request.get(`/api/search/${SCHOOL_UNDER_TEST.code}?q=${word}`)).json()).total).toBeGreaterThan(0)
  const editor = await staffApi(request, EDITOR)
  const refused = await request.post('/cms-api/search-index/rebuild', { headers: editor, data: {} })
  expect(refused.status()).toBe(403)
  expect((await refused.json()).error).toBe('Only a school admin or a platform admin may rebuild the search index.')
})
