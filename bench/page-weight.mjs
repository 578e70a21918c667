#!/usr/bin/env node
// Prints, per route, the JavaScript a visitor's browser loads (bytes over the wire after gzip,
// as a phone would receive it) and the HTML size. Usage:
//   node bench/page-weight.mjs http://localhost:3000 / /AboutUs /MandatoryDisclosure
import zlib from 'node:zlib'

import { chromium } from 'playwright-core'

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })

/** One route as a first-time visitor on a phone: a fresh context, so nothing comes from a cache. */
export async function pageWeight(base, route, browser) {
  const own = browser ? null : await launch()
  const context = await (browser ?? own).newContext({ viewport: { width: 360, height: 780 } })
  const page = await context.newPage()
  const scripts = new Map()
  let html = 0
  let htmlGzip = 0
  const reading = []
  const read = async (response) => {
    const url = new URL(response.url())
    if (url.origin !== new URL(base).origin) return
    const type = response.headers()['content-type'] || ''
    try {
      const body = await response.body()
      if (type.includes('javascript')) scripts.set(url.pathname, zlib.gzipSync(body).length)
      else if (response.request().resourceType() === 'document') {
        html = body.length
        htmlGzip = zlib.gzipSync(body).length
      }
    } catch {
      // redirects and aborted requests carry no body
    }
  }
  page.on('response', (response) => reading.push(read(response)))
  // Client components below the fold load after the first paint: wait until the network is quiet.
  await page.goto(new URL(route, base).href, { waitUntil: 'networkidle' })
  await Promise.all(reading)
  await context.close()
  await own?.close()
  const js = [...scripts.values()].reduce((a, b) => a + b, 0)
  return { route, jsGzip: js, jsFiles: scripts.size, html, htmlGzip }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...routes] = process.argv.slice(2)
  if (!base || !routes.length) {
    console.error('Usage: node bench/page-weight.mjs BASE_URL /route [/route …]')
    process.exit(2)
  }
  const kb = (n) => (n / 1024).toFixed(1)
  console.log(
    'route'.padEnd(24),
    'JS gzip KB'.padStart(11),
    'JS files'.padStart(9),
    'HTML KB'.padStart(9),
    'HTML gzip KB'.padStart(13),
  )
  const browser = await launch()
  for (const route of routes) {
    const w = await pageWeight(base, route, browser)
    console.log(
      route.padEnd(24),
      kb(w.jsGzip).padStart(11),
      String(w.jsFiles).padStart(9),
      kb(w.html).padStart(9),
      kb(w.htmlGzip).padStart(13),
    )
  }
  await browser.close()
}
