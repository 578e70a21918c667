#!/usr/bin/env node
// @ts-check
// Screenshots of pages at phone and desktop widths, for looking at what visitors see.
// Usage: node scripts/screenshots.mjs BASE_URL OUT_DIR /path [/path …]
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from 'playwright-core'

const [base, out, ...routes] = process.argv.slice(2)
if (!base || !out || !routes.length) {
  console.error('Usage: node scripts/screenshots.mjs BASE_URL OUT_DIR /path [/path …]')
  process.exit(2)
}
fs.mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 780 : 900 } })
  for (const route of routes) {
    await page.goto(new URL(route, base).href, { waitUntil: 'load', timeout: 15_000 }).catch(() => {})
    await page.waitForTimeout(300)
    const name = (route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home') + `-${width}.png`
    await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL !== '0' })
    console.log(path.join(out, name))
  }
  await page.close()
}
await browser.close()
