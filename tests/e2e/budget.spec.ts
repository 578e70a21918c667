import { expect, test } from '@playwright/test'

import { pageWeight } from '../../bench/page-weight.mjs'

/**
 * The speed budget, in gzipped JavaScript: the framework's floor (an empty App Router page of this
 * build, bench/lighthouse.ts's /bench-empty, measured 133 KB) plus what each page may add. The
 * allowances are what the pages measured when they were last made smaller, and a little room:
 * home's carousels, tabs and popup opener; the header's menu and highlights on every page; the
 * form pages' fields (their Zod schemas load only when a visitor enters the form).
 */
const FLOOR = 133 * 1024

for (const [route, extra] of [
  ['/', 10],
  // Issue 48: the highlights mark a line in either language (fallback-marks.ts), and the banner
  // slot has its own page for every route but home: 143,499 bytes against 143,360 (7 KB) measured.
  ['/AboutUs', 8],
  ['/MandatoryDisclosure', 8],
  ['/News', 8],
  ['/SubGallery?id=1', 10],
  ['/ContactUs', 11],
  // The header's menu links now also lead to other sites (menus as data, issue 29): 27 bytes more.
  ['/Career', 12],
  ['/Tc', 11],
] as const) {
  test(`${route} stays within its JavaScript budget`, async ({ baseURL, browser }) => {
    const weight = await pageWeight(baseURL, route, browser)
    expect(weight.jsGzip).toBeGreaterThan(0)
    expect(weight.jsGzip).toBeLessThanOrEqual(FLOOR + extra * 1024)
  })
}

test('a page’s scripts and stylesheet arrive as the build compressed them: Brotli, kept for a year', async ({
  page,
}) => {
  const files: { url: string; encoding?: string; cache?: string }[] = []
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/_next/static/')) return
    const headers = await response.allHeaders()
    files.push({ url: response.url(), encoding: headers['content-encoding'], cache: headers['cache-control'] })
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  expect(files.some((file) => file.url.endsWith('.js'))).toBe(true)
  expect(files.some((file) => file.url.endsWith('.css'))).toBe(true)
  for (const file of files) {
    expect(file, file.url).toMatchObject({ encoding: 'br', cache: 'public, max-age=31536000, immutable' })
  }
})

test('home’s first slide is announced with the page’s headers and asked for first, never by a prefetch', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  const slide = /<img [^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0]
  const src = slide && /\ssrc="([^"]+)"/.exec(slide)?.[1]
  expect(src).toBeTruthy()
  const link = (await request.get('/')).headers()['link']
  expect(link).toContain(`<${src}>; rel=preload; as=image; fetchpriority=high`)
  expect(link).toContain('imagesrcset=')

  // The client router's data for home (what a link's prefetch fetches) carries no such header.
  const rsc = await request.get('/', { headers: { RSC: '1' } })
  expect(rsc.headers()['link'] ?? '').not.toContain('/api/image/')

  const asked: string[] = []
  page.on('request', (r) => asked.push(new URL(r.url()).pathname))
  await page.goto('/', { waitUntil: 'networkidle' })
  const slidePath = new URL(src!, 'http://x').pathname
  // The order is the point here: the slide before the stylesheet and scripts the HTML names (the
  // build's files), whatever else the browser asks for in between.
  const slideAt = asked.indexOf(slidePath)
  expect(asked[0]).toBe('/')
  expect(slideAt).toBeGreaterThan(0)
  expect(asked.findIndex((path) => path.startsWith('/_next/static/'))).toBeGreaterThan(slideAt)
  // And once: the header names the width the page's picture takes, so it is not fetched twice.
  expect(asked.filter((path) => path === slidePath)).toHaveLength(1)
})

test('a page asks for no other page’s data or code while it loads: links fetch their page when used', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  const asked: string[] = []
  page.on('request', (r) => asked.push(r.url()))
  for (const route of ['/', '/AboutUs']) {
    asked.length = 0
    await page.goto(route, { waitUntil: 'networkidle' })
    expect(asked.filter((url) => new URL(url).searchParams.has('_rsc'))).toEqual([])
  }
  await page.getByRole('link', { name: 'Careers' }).click()
  await expect(page).toHaveURL(/\/Career$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Career')
  expect(asked.some((url) => new URL(url).pathname === '/Career')).toBe(true)
})

test('the benchmark’s empty page is a 404 on a server not started for the benchmark', async ({ request }) => {
  const response = await request.get('/bench-empty')
  expect(response.status()).toBe(404)
  expect(await response.text()).not.toContain('Empty page')
})
