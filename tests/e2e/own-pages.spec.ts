import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './helpers/test'

import {
  inMenuMessage,
  SLUG_FORM_MESSAGE,
  slugReservedMessage,
  slugTakenMessage,
} from '../../src/lib/content/custom-pages'
import { richText } from '../../src/lib/content/richtext'
import { missingPageMessage, unpublishedPageMessage } from '../../src/lib/site/menu-links'
import { samplePdf, samplePicture } from '../../src/seed/images'
import { ADMIN, ensureStaff, signIn } from './helpers/office'
import { schoolRecord } from './helpers/schools'
import { adminApi, expectNoAxeViolations, hydrated, titleOf } from './helpers/site'

/**
 * Issue 29's own pages: a page the office builds from blocks answers at /{slug} on its school's
 * host, with its breadcrumb, metadata and JSON-LD like SPEC's pages; addresses the site uses or
 * another page has are refused by name; drafts stay off the site but preview; the menus link a
 * page once it is published.
 */
let headers: Record<string, string>
let school: number
const stamp = Date.now()
const SLUG = `hostel-${stamp}`
const made: number[] = []

async function upload(request: APIRequestContext, name: string, mimeType: string, buffer: Buffer, alt: string) {
  const res = await request.post('/cms-api/media', {
    headers,
    multipart: { file: { name, mimeType, buffer }, _payload: JSON.stringify({ school, alt }) },
  })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()).doc.id as number
}

async function createPage(request: APIRequestContext, data: Record<string, unknown>, draft = false) {
  const res = await request.post(`/cms-api/custom-pages${draft ? '?draft=true' : ''}`, {
    headers,
    data: { school, _status: draft ? 'draft' : 'published', ...data },
  })
  if (res.ok()) made.push((await res.json()).doc.id)
  return res
}

let everyBlock: Record<string, unknown>[]

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  headers = await adminApi(request)
  school = (await schoolRecord(request, headers)).id
  const photos: number[] = []
  for (let i = 1; i <= 4; i++)
    photos.push(
      await upload(request, `room-${i}.jpg`, 'image/jpeg', await samplePicture(`Room ${i}`, i), `Hostel room ${i}`),
    )
  const rules = await upload(
    request,
    'hostel-rules.pdf',
    'application/pdf',
    samplePdf('Hostel rules', ['Lights out at 10 PM']),
    'Hostel rules',
  )
  everyBlock = [
    {
      blockType: 'text',
      content: richText(['Our hostel houses 120 students in rooms of four, with a warden on each floor.']),
    },
    { blockType: 'image', image: photos[0], caption: 'The hostel from the garden' },
    { blockType: 'gallery', photos },
    { blockType: 'documents', files: [{ title: 'Hostel rules', file: rules }] },
    {
      blockType: 'table',
      caption: 'Hostel fees',
      columns: [{ heading: 'Term' }, { heading: 'Fee' }],
      rows: [
        { cells: [{ text: 'First term' }, { text: '₹ 24,000' }] },
        { cells: [{ text: 'Second term' }, { text: '₹ 20,000' }] },
      ],
    },
    { blockType: 'video', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: 'A day in the hostel' },
    { blockType: 'button', label: 'Ask about a room', link: '/ContactUs' },
    {
      blockType: 'faq',
      items: [
        { question: 'Can parents visit?', answer: 'Yes, on the second Sunday of each month.' },
        { question: 'Is food included?', answer: 'Three meals and tea are included in the fee.' },
      ],
    },
  ]
  const res = await createPage(request, {
    title: 'Hostel',
    slug: SLUG,
    section: 'About',
    description: 'The school hostel: rooms, rules, fees and visits.',
    layout: everyBlock,
  })
  expect(res.ok(), await res.text()).toBe(true)
})

test.afterAll(async ({ request }) => {
  for (const id of made) await request.delete(`/cms-api/custom-pages/${id}`, { headers })
})

test('an own page with every block shows at its address, with breadcrumb, metadata and JSON-LD', async ({ page }) => {
  const outside: string[] = []
  page.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url())
    if (/^https?:$/.test(protocol) && !/^(127\.0\.0\.1|localhost)$/.test(hostname)) outside.push(request.url())
  })
  const response = await page.goto(`/${SLUG}`)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(titleOf('Hostel'))
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'The school hostel: rooms, rules, fees and visits.',
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostel')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('About')
  const breadcrumb = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).find((t) =>
      t.includes('BreadcrumbList'),
    )!,
  )
  expect(breadcrumb.itemListElement[1]).toMatchObject({ name: 'Hostel', item: `/${SLUG}` })

  const main = page.locator('main')
  await expect(main).toContainText('houses 120 students')
  await expect(main.locator('figure', { hasText: 'The hostel from the garden' }).locator('img')).toHaveAttribute(
    'alt',
    'Hostel room 1',
  )
  await expect(main.getByRole('button', { name: /Hostel room/ })).toHaveCount(4)
  await expect(main.getByRole('link', { name: /Hostel rules/ })).toHaveAttribute('href', /\.pdf$/)
  await expect(main).toContainText(/\(PDF, \d+ kB\)/)
  await expect(main.getByRole('table')).toContainText('₹ 24,000')
  await expect(main.getByRole('columnheader', { name: 'Fee' })).toBeVisible()
  const video = main.getByRole('link', { name: /A day in the hostel/ })
  await expect(video).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ')
  await expect(main.locator('figure > figcaption', { hasText: 'A day in the hostel' })).toHaveCount(1)
  await expect(main.getByRole('link', { name: 'Ask about a room' })).toHaveAttribute('href', '/ContactUs')
  await main.getByText('Can parents visit?').click()
  await expect(main.getByText('second Sunday of each month')).toBeVisible()
  // No picture, script or frame from YouTube (or anywhere else) before a click on the video.
  expect(outside).toEqual([])

  // The gallery opens its lightbox, the one block with a script of its own.
  await hydrated(main.getByRole('button', { name: /Hostel room 2/ }))
  await main.getByRole('button', { name: /Hostel room 2/ }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('an own page is in the sitemap and in Malayalam keeps its English words, marked', async ({ page, request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/${SLUG}</loc>`)
  await page.goto(`/ml/${SLUG}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('link', { name: /Ask about a room/ })).toHaveAttribute('href', '/ml/ContactUs')
})

test('an address the site uses, a malformed one or another page’s is refused by name, and nothing is stored', async ({
  request,
}) => {
  const before = (
    await (await request.get(`/cms-api/custom-pages?where[school][equals]=${school}&limit=0`, { headers })).json()
  ).totalDocs
  for (const [slug, message] of [
    ['news', slugReservedMessage('news')],
    ['aboutus', slugReservedMessage('aboutus')],
    ['admin', slugReservedMessage('admin')],
    ['ml', slugReservedMessage('ml')],
    ['Hostel Block', SLUG_FORM_MESSAGE],
    [SLUG, slugTakenMessage(SLUG)],
  ]) {
    const res = await createPage(request, { title: 'Another', slug, layout: [] })
    expect(res.status(), slug).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(JSON.stringify(message).slice(1, -1))
  }
  const after = (
    await (await request.get(`/cms-api/custom-pages?where[school][equals]=${school}&limit=0`, { headers })).json()
  ).totalDocs
  expect(after).toBe(before)
})

test('a draft is never shown to visitors, and the office previews it; the menu links it once published', async ({
  page,
  request,
}) => {
  const slug = `transport-${stamp}`
  const res = await createPage(
    request,
    { title: 'Transport', slug, layout: [{ blockType: 'text', content: richText(['Buses leave at 3:45 PM.']) }] },
    true,
  )
  expect(res.ok(), await res.text()).toBe(true)
  const id = (await res.json()).doc.id
  expect((await request.get(`/${slug}`)).status()).toBe(404)

  // The menu refuses a draft page, and a page that is not there, by the entry's name.
  const record = await schoolRecord(request, headers)
  const withEntry = (link: string) => [...record.menu, { label: 'Transport', link }]
  const refused = async (link: string, message: string) => {
    const saved = await request.patch(`/cms-api/schools/${school}`, { headers, data: { menu: withEntry(link) } })
    expect(saved.status(), link).toBe(400)
    expect(JSON.stringify(await saved.json())).toContain(JSON.stringify(message).slice(1, -1))
  }
  await refused(`/${slug}`, unpublishedPageMessage('Transport', `/${slug}`))
  await refused('/transprt', missingPageMessage('Transport', '/transprt'))

  await ensureStaff(request, headers, ADMIN, school)
  await signIn(page, ADMIN)
  await page.goto(`/admin/collections/custom-pages/${id}`)
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.locator('#preview-button').click()])
  await expect(preview).toHaveURL(new RegExp(`/${slug}$`))
  await expect(preview.getByText('Buses leave at 3:45 PM.')).toBeVisible()
  await expect(preview.locator('[data-preview-bar]')).toContainText('Preview — not published')
  expect((await request.get(`/${slug}`)).status()).toBe(404)

  const published = await request.patch(`/cms-api/custom-pages/${id}`, { headers, data: { _status: 'published' } })
  expect(published.ok(), await published.text()).toBe(true)
  expect(await (await request.get(`/${slug}`)).text()).toContain('Buses leave at 3:45 PM.')
  const linked = await request.patch(`/cms-api/schools/${school}`, { headers, data: { menu: withEntry(`/${slug}`) } })
  expect(linked.ok(), await linked.text()).toBe(true)
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transport' })).toHaveAttribute(
    'href',
    `/${slug}`,
  )
  // A page the menu leads to is not deleted from under it, unpublished, or published elsewhere.
  const inMenu = JSON.stringify(inMenuMessage(['Transport'])).slice(1, -1)
  const deleted = await request.delete(`/cms-api/custom-pages/${id}`, { headers })
  expect(deleted.status()).toBe(400)
  expect(JSON.stringify(await deleted.json())).toContain(inMenu)
  const unpublished = await request.patch(`/cms-api/custom-pages/${id}`, { headers, data: { _status: 'draft' } })
  expect(unpublished.status()).toBe(400)
  expect(JSON.stringify(await unpublished.json())).toContain(inMenu)
  const moved = await request.patch(`/cms-api/custom-pages/${id}`, {
    headers,
    data: { slug: `${slug}-moved`, _status: 'published' },
  })
  expect(moved.status()).toBe(400)
  expect(JSON.stringify(await moved.json())).toContain(inMenu)
  // A draft of a new address leaves the published page where the menu leads.
  const draft = await request.patch(`/cms-api/custom-pages/${id}?draft=true`, {
    headers,
    data: { slug: `${slug}-moved`, _status: 'draft' },
  })
  expect(draft.ok(), await draft.text()).toBe(true)
  expect(await (await request.get(`/${slug}`)).text()).toContain('Buses leave at 3:45 PM.')
  // Back to the menu the other specs expect.
  const restored = await request.patch(`/cms-api/schools/${school}`, { headers, data: { menu: record.menu } })
  expect(restored.ok(), await restored.text()).toBe(true)
})

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

for (const width of [360, 1280]) {
  test(`an own page with every block passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/${SLUG}`)
    await expectNoAxeViolations(page)
    await noSidewaysScroll(page, width)
  })
}
