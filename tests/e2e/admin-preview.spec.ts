import path from 'node:path'

import { request as requests, type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './helpers/test'

import { PREVIEW_REFUSED } from '../../src/lib/preview/messages'
import { richText } from '../../src/lib/content/richtext'

import { ADMIN, EDITOR, ensureStaff, jrsbklId, signIn, staffApi, type StaffAccount } from './helpers/office'
import { ensureSchool } from './helpers/schools'
import { adminApi } from './helpers/site'

/**
 * Preview before publishing: a school admin opens the latest draft of a published news item, or of
 * one of the school's pages, from the admin (Preview button, Live Preview) and sees it as the site
 * would show it, while visitors,
 * and anyone without that school's staff session, still get the published version.
 */
const SHOTS = process.env.SCREENSHOT_DIR
const OTHER: StaffAccount = { email: 'preview-other@example.org', name: 'Other Admin', role: 'school-admin' }

let api: Record<string, string>
let school: number
let otherSchool: number

test.beforeAll(async ({ request }) => {
  api = await adminApi(request)
  school = await jrsbklId(request, api)
  otherSchool = await ensureSchool(request, api, 'PREVB')
  await ensureStaff(request, api, ADMIN, school)
  await ensureStaff(request, api, EDITOR, school)
  await ensureStaff(request, api, OTHER, otherSchool)
})

/** A news item published by the school admin, then edited as a draft. */
async function publishedWithDraft(request: APIRequestContext, stamp: number) {
  const headers = await staffApi(request, ADMIN)
  const published = { title: `Annual day ${stamp}`, description: `The annual day was held on Friday ${stamp}.` }
  const draft = {
    title: `Annual day ${stamp} (revised)`,
    description: `Draft: photos of the annual day follow ${stamp}.`,
  }
  const made = await request.post('/cms-api/news', {
    headers,
    data: { ...published, fromDate: new Date().toISOString(), _status: 'published' },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const id = (await made.json()).doc.id as number
  const edited = await request.patch(`/cms-api/news/${id}?draft=true`, { headers, data: draft })
  expect(edited.ok(), await edited.text()).toBe(true)
  return { id, published, draft }
}

const previewBar = (page: Page) => page.locator('[data-preview-bar]')

test('a preview shows the draft while the public page still shows the published version', async ({
  page,
  browser,
  request,
}) => {
  const { id, published, draft } = await publishedWithDraft(request, Date.now())
  const itemPath = `/News?id=${id}`

  await signIn(page, ADMIN)
  await page.goto(`/admin/collections/news/${id}`)
  await expect(page.locator('#field-title')).toHaveValue(draft.title)
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.locator('#preview-button').click()])
  await expect(preview).toHaveURL(new RegExp(`/News\\?id=${id}$`))
  await expect(preview.getByRole('heading', { name: draft.title })).toBeVisible()
  await expect(preview.getByText(draft.description)).toBeVisible()
  await expect(previewBar(preview)).toContainText('Preview — not published')

  // The preview is rendered for this request only and may be kept by no cache.
  const previewed = await page.context().request.get(itemPath)
  expect(await previewed.text()).toContain(draft.title)
  expect(previewed.headers()['cache-control']).toContain('no-store')
  expect(previewed.headers()['etag']).toBeUndefined()
  // Draft mode is for pages only: the public API keeps answering with what is published.
  const apiAnswer = await (await page.context().request.get('/api/news/All/JRSBKL?limit=100')).text()
  expect(apiAnswer).toContain(published.title)
  expect(apiAnswer).not.toContain(draft.title)

  for (const width of [375, 1280]) {
    await preview.setViewportSize({ width, height: width < 800 ? 800 : 900 })
    await expect(previewBar(preview)).toBeVisible()
    // Nothing sticks out sideways on a phone.
    expect(await preview.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    if (SHOTS) await preview.screenshot({ path: path.join(SHOTS, `preview-news-${width}.png`), fullPage: true })
  }

  // A visitor: no cookies at all, then one holding draft mode's cookie but no staff session.
  const draftCookie = (await page.context().cookies()).find((c) => c.name === '__prerender_bypass')
  expect(draftCookie).toBeTruthy()
  const visitor = await browser.newContext()
  const stranger = await browser.newContext()
  await stranger.addCookies([{ ...draftCookie! }])
  try {
    for (const context of [visitor, stranger]) {
      const tab = await context.newPage()
      await tab.goto(itemPath)
      await expect(tab.getByRole('heading', { name: published.title })).toBeVisible()
      await expect(tab.getByText(draft.title)).toHaveCount(0)
      await expect(previewBar(tab)).toHaveCount(0)
      await tab.goto('/News')
      await expect(tab.getByText(published.title).first()).toBeVisible()
      await expect(tab.getByText(draft.title)).toHaveCount(0)
    }
  } finally {
    await visitor.close()
    await stranger.close()
  }
  const plain = await request.get(itemPath)
  expect(await plain.text()).not.toContain(draft.title)

  // Leaving the preview shows the published page again.
  await previewBar(preview).getByRole('link', { name: 'Exit preview' }).click()
  await expect(preview).toHaveURL(new RegExp(`/News\\?id=${id}$`))
  await expect(preview.getByRole('heading', { name: published.title })).toBeVisible()
  await expect(previewBar(preview)).toHaveCount(0)
})

test("a draft of one of the school's pages previews on that page while visitors keep the published text", async ({
  page,
  browser,
  request,
}) => {
  const headers = await staffApi(request, ADMIN)
  const found = await request.get(
    `/cms-api/pages?where[and][0][school][equals]=${school}&where[and][1][route][equals]=PlayGround&depth=0`,
    { headers },
  )
  const original = (await found.json()).docs[0]
  expect(original?._status).toBe('published')
  const publishedText = 'The school playground gives every student room to run'
  const draftText = `The new running track opens on ${Date.now()}.`
  // The editor's change waits as a draft for review.
  const saved = await request.patch(`/cms-api/pages/${original.id}?draft=true`, {
    headers: await staffApi(request, EDITOR),
    data: { body: richText([draftText]), review: { state: 'requested' } },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  try {
    await signIn(page, ADMIN)
    await page.goto(`/admin/collections/pages/${original.id}`)
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.locator('#preview-button').click()])
    await expect(preview).toHaveURL(/\/PlayGround$/)
    await expect(preview.getByText(draftText)).toBeVisible()
    await expect(preview.getByText(publishedText)).toHaveCount(0)
    await expect(previewBar(preview)).toContainText('Preview — not published')

    const visitor = await browser.newContext()
    try {
      const tab = await visitor.newPage()
      await tab.goto('/PlayGround')
      await expect(tab.getByText(publishedText)).toBeVisible()
      await expect(tab.getByText(draftText)).toHaveCount(0)
    } finally {
      await visitor.close()
    }
  } finally {
    // Put the page back as it was, so the other specs read the seeded text.
    const restored = await request.patch(`/cms-api/pages/${original.id}`, {
      headers,
      data: { body: original.body, review: { state: null }, _status: 'published' },
    })
    expect(restored.ok(), await restored.text()).toBe(true)
  }
})

test('Live Preview beside the form shows the draft at phone and desktop width', async ({ page, request }) => {
  const { id, draft } = await publishedWithDraft(request, Date.now())
  await page.setViewportSize({ width: 1600, height: 1000 })
  await signIn(page, ADMIN)
  await page.goto(`/admin/collections/news/${id}`)
  await page.locator('#live-preview-toggler').click()
  const frame = page.frameLocator('#live-preview-iframe')
  await expect(frame.getByRole('heading', { name: draft.title })).toBeVisible()
  await expect(frame.locator('[data-preview-bar]')).toBeVisible()
  for (const [label, width] of [
    ['Phone (375 px)', 375],
    ['Desktop (1280 px)', 1280],
  ] as const) {
    await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
    await page.getByRole('button', { name: label }).click()
    await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(width)
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `live-preview-${width}.png`) })
  }
})

test('the preview route refuses visitors, other schools and bad input, and opens for staff', async ({
  request,
  baseURL,
}) => {
  const { id } = await publishedWithDraft(request, Date.now())
  // Without the cookies the sign-ins above left in `request`: each call is who its headers say.
  const bare = await requests.newContext({ baseURL })
  const open = (query: string, headers?: Record<string, string>) =>
    bare.get(`/preview?${query}`, { headers, maxRedirects: 0 })
  const noDraftMode = (answer: { headers(): Record<string, string> }) =>
    expect(answer.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')

  const anonymous = await open(`collection=news&id=${id}`)
  expect(anonymous.status()).toBe(403)
  expect(await anonymous.text()).toBe(PREVIEW_REFUSED.signIn)
  noDraftMode(anonymous)

  const other = await open(`collection=news&id=${id}`, await staffApi(request, OTHER))
  expect(other.status()).toBe(403)
  expect(await other.text()).toBe(PREVIEW_REFUSED.otherSchool)
  noDraftMode(other)

  const editor = await staffApi(request, EDITOR)
  for (const query of ['', 'collection=users&id=1', 'collection=news&id=abc', `collection=news&id=-${id}`]) {
    const bad = await open(query, editor)
    expect(bad.status(), query).toBe(400)
    noDraftMode(bad)
  }
  const missing = await open('collection=news&id=999999999', editor)
  expect(missing.status()).toBe(404)

  // A platform admin may preview any school, but on that school's own site only.
  const elsewhere = await request.post('/cms-api/news?draft=true', {
    headers: api,
    data: { title: 'Other school news', fromDate: new Date().toISOString(), school: otherSchool, _status: 'draft' },
  })
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true)
  const wrongSite = await open(`collection=news&id=${(await elsewhere.json()).doc.id}`, api)
  expect(wrongSite.status()).toBe(409)
  noDraftMode(wrongSite)

  const opened = await open(`collection=news&id=${id}`, editor)
  expect(opened.status()).toBe(303)
  expect(opened.headers().location).toBe(`/News?id=${id}`)
  expect(opened.headers()['set-cookie']).toContain('__prerender_bypass')
  expect(opened.headers()['set-cookie']).toMatch(/SameSite=lax/i)

  // Leaving goes back to the page on this site, never to another one.
  const exit = (path: string) =>
    bare.get('/preview/exit', { headers: { referer: `${baseURL}${path}` }, maxRedirects: 0 })
  expect((await exit(`/News?id=${id}`)).headers().location).toBe(`/News?id=${id}`)
  expect((await exit('//evil.example/x')).headers().location).toBe('/evil.example/x')
  const away = await bare.get('/preview/exit', { headers: { referer: 'https://evil.example/x' }, maxRedirects: 0 })
  expect(away.status()).toBe(303)
  expect(away.headers().location).toBe('/')
  await bare.dispose()
})
