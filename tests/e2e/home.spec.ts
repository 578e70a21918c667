import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './helpers/test'

import { SITE_ROUTES } from '../../src/lib/site/routes'

import { adminApi, closeNoticePopup, expectNoAxeViolations, hydrated } from './helpers/site'
import { schoolRecord, setAdmissionOpen } from './helpers/schools'

const SPEC_ORDER = [
  'slider',
  'welcome',
  'about',
  'events',
  'news',
  // Not SPEC's: the latest circulars follow the news (issue 29).
  'circulars',
  'messages',
  'toppers',
  'birthdays',
  'achievements',
  'gallery',
]

const schoolId = async (request: APIRequestContext, headers: Record<string, string>) =>
  (await schoolRecord(request, headers)).id as number

test('the home page shows the SPEC sections in order, banner and popup before the header', async ({ page }) => {
  await page.goto('/')
  const sections = await page
    .locator('main [data-section]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-section')))
  expect(sections).toEqual(SPEC_ORDER)
  const order = await page.evaluate(() => {
    const banner = document.querySelector('aside[aria-label="Online registration"]')!
    const header = document.querySelector('header')!
    const marquee = header.querySelector('[data-testid="highlights"]')
    return {
      bannerFirst: Boolean(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING),
      marqueeInHeader: Boolean(marquee),
    }
  })
  expect(order).toEqual({ bannerFirst: true, marqueeInHeader: true })
  for (const label of ['Admissions', 'Parent Portal', 'Forms', 'Press']) {
    await expect(page.locator('[data-section="welcome"]').getByRole('link', { name: label, exact: true })).toBeVisible()
  }
})

test('the registration band says what /Admission says, and stays behind on a client-side navigation', async ({
  page,
  request,
}) => {
  const band = page.getByRole('complementary', { name: 'Online registration' })
  const admission = 'Admission to Std I 2025-2026'
  await page.goto('/')
  await closeNoticePopup(page)
  await expect(band).toHaveText(`${admission}: registration is closed`)
  await expect(band.getByRole('link')).toHaveAttribute('href', '/Admission')

  // Next.js keeps a parallel-route slot's last page on a client-side navigation unless one matches.
  const allNews = page.locator('[data-section="news"]').getByRole('link', { name: 'All news' })
  await hydrated(allNews)
  await page.evaluate(() => Object.assign(window, { stillHome: true }))
  await allNews.click()
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible()
  expect(await page.evaluate(() => 'stillHome' in window)).toBe(true)
  await expect(band).toHaveCount(0)

  // The popup closed on home stays closed here: the band is read, not clicked.
  await page.goto('/ml')
  const malayalam = page.getByRole('complementary', { name: 'ഓൺലൈൻ രജിസ്ട്രേഷൻ' })
  await expect(malayalam).toContainText('രജിസ്ട്രേഷൻ ഇപ്പോൾ നടക്കുന്നില്ല')
  await expect(malayalam.getByRole('link')).toHaveAttribute('href', '/ml/Admission')

  // Open, the office's own banner links show again.
  await setAdmissionOpen(request, true)
  try {
    await page.goto('/')
    await expect(band.getByRole('link', { name: /Online registration for admission/ })).toBeVisible()
  } finally {
    await setAdmissionOpen(request, false)
  }
})

/** Where the page's h1 starts, in px from the top of the page; on Malayalam pages, laid out in the Malayalam font. */
const headingTop = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready
    return Math.round(document.querySelector('h1')!.getBoundingClientRect().top + window.scrollY)
  })

test("every SPEC route's heading starts within 320 px of a 360 × 780 phone screen, in both languages", async ({
  page,
}) => {
  // 62 pages, most rendered for the first time since the server started.
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 360, height: 780 })
  // Pictures have their sizes in the HTML: the layout is the same without them, and faster.
  await page.route('**/api/image/**', (route) => route.abort())
  const tops: string[] = []
  for (const locale of ['', '/ml']) {
    let gallery = ''
    for (const route of ['', ...Object.keys(SITE_ROUTES)]) {
      // One gallery entry: the first card of the gallery page visited just before it.
      const path = route === 'SubGallery' ? gallery : `${locale}/${route}`
      await page.goto(path || '/')
      if (route === 'Gallery') gallery = (await page.locator('a[href*="SubGallery?id="]').first().getAttribute('href'))!
      const top = await headingTop(page)
      if (top > 320) tops.push(`${path}: ${top} px`)
    }
  }
  expect(tops).toEqual([])
})

// Realistic lengths: a short closure, a notice of two lines or more, and one in Malayalam only.
const THREE_ALERTS = [
  { locale: 'en', message: 'Rain holiday: school closed on Monday 1 December' },
  {
    locale: 'en',
    message:
      'School buses leave at 12:30 pm on Friday because of the by-election; parents of classes I to IV please collect children at the main gate.',
    link: '/Circulars',
  },
  { locale: 'ml', message: 'പി.ടി.എ. യോഗം ശനിയാഴ്ച രാവിലെ 10 മണിക്ക് സ്കൂൾ ഓഡിറ്റോറിയത്തിൽ; എല്ലാ രക്ഷിതാക്കളും പങ്കെടുക്കണം.' },
]

test('with three urgent alerts live, the heading still starts within 320 px at 360 × 780, and a tap opens them all', async ({
  page,
  request,
}) => {
  const headers = await adminApi(request)
  const school = await schoolId(request, headers)
  const endsAt = new Date(Date.now() + 60 * 60_000).toISOString()
  const made: number[] = []
  try {
    for (const { locale, ...alert } of THREE_ALERTS) {
      const saved = await request.post(`/cms-api/alerts?locale=${locale}`, {
        headers,
        data: { school, endsAt, ...alert, _status: 'published' },
      })
      expect(saved.ok(), await saved.text()).toBe(true)
      made.push((await saved.json()).doc.id)
    }
    await page.setViewportSize({ width: 360, height: 780 })
    await page.route('**/api/image/**', (route) => route.abort())
    // The pages whose heading starts lowest without alerts (the breadcrumb takes two lines).
    const tops: string[] = []
    for (const path of [
      '/AboutUs',
      '/MandatoryDisclosure',
      '/ml/AboutUs',
      '/ml/PrincipalMessage',
      '/ml/MandatoryDisclosure',
    ]) {
      await page.goto(path)
      const top = await headingTop(page)
      if (top > 320) tops.push(`${path}: ${top} px`)
    }
    expect(tops).toEqual([])

    // One tap (a <details>, no script) shows every alert in full, with its link.
    const band = page.getByRole('status', { name: 'അടിയന്തര അറിയിപ്പ്' })
    await band.getByText('+2 കൂടി').click()
    for (const { message } of THREE_ALERTS)
      await expect(band.getByText(message, { exact: true }).filter({ visible: true })).toBeVisible()
    await expect(band.getByRole('link', { name: 'വിശദാംശങ്ങൾ' })).toHaveAttribute('href', '/ml/Circulars')
  } finally {
    for (const id of made) await request.delete(`/cms-api/alerts/${id}`, { headers })
  }
})

test('the notification popup opens by itself, keeps focus inside, pages through notices and closes', async ({
  browser,
  page,
  request,
}) => {
  const headers = await adminApi(request)
  const school = await schoolId(request, headers)
  const created = await request.post('/cms-api/notification-popups', {
    headers,
    data: { title: 'Second notice for the test', desc: 'Exams begin on Monday.', school, _status: 'published' },
  })
  expect(created.ok()).toBe(true)
  const id = (await created.json()).doc.id
  try {
    await expect(async () => {
      await page.goto('/')
      await expect(page.getByRole('dialog')).toContainText('of 2', { timeout: 3000 })
    }).toPass({ timeout: 10_000 })
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const first = await dialog.getByRole('heading').innerText()
    await dialog.getByRole('button', { name: /Next/ }).click()
    const second = await dialog.getByRole('heading').innerText()
    expect(second).not.toBe(first)
    await dialog.getByRole('button', { name: /Previous/ }).click()
    await expect(dialog.getByRole('heading')).toHaveText(first)
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // Closed once, it stays closed on the way back to home in the same visit.
    await page.goto('/AboutUs')
    await page.goto('/')
    await expect(page.getByRole('main')).toBeVisible()
    // The popup decides to open once the page has loaded and the browser is idle (an idle
    // callback with a 1 s limit); an idle callback asked for after the load runs after that decision.
    await page.waitForLoadState('load')
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 5000 })))
    await expect(page.getByRole('dialog')).toBeHidden()
    // A new visit (a new session) sees it again, and its Close button closes it.
    const fresh = await browser.newPage()
    await fresh.goto(page.url())
    await fresh.getByRole('button', { name: 'Close notice' }).click()
    await expect(fresh.getByRole('dialog')).toBeHidden()
    await fresh.close()
  } finally {
    await request.delete(`/cms-api/notification-popups/${id}`, { headers })
  }
})

test('the popup opens by itself only after the page has loaded, so it is no part of the first paint', async ({
  page,
}) => {
  // Each moment is written down by the page itself as it happens.
  await page.addInitScript(() => {
    const moments: string[] = []
    ;(window as unknown as { moments: string[] }).moments = moments
    addEventListener('load', () => moments.push('load'))
    new MutationObserver(() => {
      if (document.querySelector('dialog[open]') && !moments.includes('open')) moments.push('open')
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['open'] })
  })
  await page.goto('/')
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { moments: string[] }).moments)).toEqual(['load', 'open'])
})

test('the highlights marquee asks the server again every 30 seconds', async ({ page, request }) => {
  const headers = await adminApi(request)
  const school = await schoolId(request, headers)
  // Each poll is recorded at the page's (fake) time, so the interval is measured, not guessed.
  await page.addInitScript(() => {
    const polls: number[] = []
    Object.assign(window, { __highlightPolls: polls })
    const original = window.fetch
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/api/highlight/')) polls.push(Date.now())
      return original(input, init)
    }
  })
  const polls = () => page.evaluate(() => (window as unknown as { __highlightPolls: number[] }).__highlightPolls)
  await page.clock.install()
  await page.goto('/AboutUs')
  const marquee = page.getByTestId('highlights')
  const pause = marquee.getByRole('button', { name: /Pause|Play/ })
  // Polling starts once the marquee is hydrated; pausing it shows it is.
  await hydrated(pause)
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  // From here on the page's time moves only when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  const title = `Fresh highlight ${Date.now()}`
  const created = await request.post('/cms-api/highlights', { headers, data: { title, school, _status: 'published' } })
  expect(created.ok()).toBe(true)
  const id = (await created.json()).doc.id
  try {
    expect(await polls()).toEqual([])
    await expect(marquee).not.toContainText(title)
    await page.clock.runFor(30_000)
    await expect(marquee).toContainText(title)
    const afterFirst = await polls()
    expect(afterFirst).toHaveLength(1)
    const [first] = afterFirst
    // The next poll is due exactly 30 s after the first: not a millisecond sooner.
    const now = await page.evaluate(() => Date.now())
    await page.clock.runFor(first + 30_000 - now - 1)
    expect(await polls()).toHaveLength(1)
    await page.clock.runFor(1)
    expect(await polls()).toEqual([first, first + 30_000])
  } finally {
    await request.delete(`/cms-api/highlights/${id}`, { headers })
  }
})

test('toppers have tabs for class X and class XII, sorted by percentage', async ({ page }) => {
  await page.goto('/')
  await closeNoticePopup(page)
  const tabs = page.getByRole('tab')
  await expect(tabs).toHaveCount(2)
  await expect(tabs.nth(0)).toHaveText(/^10TH/)
  await expect(tabs.nth(1)).toHaveText(/^12TH/)
  await tabs.nth(1).click()
  const panel = page.getByRole('tabpanel')
  await expect(panel).toContainText('Topper XII')
  const percents = await panel.locator('article p').allInnerTexts()
  const values = percents.map((t) => parseFloat(t))
  expect(values).toEqual([...values].sort((a, b) => b - a))
  await tabs.nth(1).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
})

// Carousels are scroll-snap strips: where the events strip stands is its scroll position.
const trackPosition = (page: import('@playwright/test').Page) =>
  page
    .locator('[data-section="events"] [aria-roledescription="carousel"] [data-carousel-track]')
    .evaluate((el) => el.scrollLeft)

test('carousels move by themselves every 2 s, stop while hovered, and have pause, previous and next', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await closeNoticePopup(page)
  const carousel = page.locator('[data-section="events"] [aria-roledescription="carousel"]')
  // A carousel moves only while it is on screen.
  await carousel.scrollIntoViewIfNeeded()
  await expect(carousel.getByRole('button', { name: /Pause/ })).toBeVisible()
  await expect(carousel.getByRole('button', { name: /Previous slide/ })).toBeVisible()
  const start = await trackPosition(page)
  await expect.poll(() => trackPosition(page), { timeout: 6000 }).not.toBe(start)
  await carousel.hover()
  await page.waitForTimeout(1500)
  const hovered = await trackPosition(page)
  await page.waitForTimeout(2800)
  expect(await trackPosition(page)).toBe(hovered)
})

test('nothing moves by itself for visitors who ask for reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto('/')
  await closeNoticePopup(page)
  await page.locator('[data-section="events"] [aria-roledescription="carousel"]').scrollIntoViewIfNeeded()
  await expect(page.locator('[aria-roledescription="carousel"]').getByRole('button', { name: /^Pause/ })).toHaveCount(0)
  const start = await trackPosition(page)
  await page.waitForTimeout(3000)
  expect(await trackPosition(page)).toBe(start)
  await context.close()
})

for (const width of [360, 1280]) {
  test(`no WCAG 2.2 AA violations on the home page at ${width} px, popup open and closed`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expectNoAxeViolations(page)
  })
}
