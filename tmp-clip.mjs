import { chromium } from 'playwright-core'
const [url, out, selector, width = '360'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 }, timezoneId: 'Asia/Kolkata' })
await page.goto(url)
await page.locator(selector).first().screenshot({ path: out })
await browser.close()
