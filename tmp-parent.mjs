import fs from 'node:fs'
import { chromium } from 'playwright-core'
const base = 'http://localhost:3911'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
const ctx = await browser.newContext({ viewport: { width: 360, height: 800 }, timezoneId: 'Asia/Kolkata', javaScriptEnabled: process.argv[2] !== 'nojs' })
const page = await ctx.newPage()
const lang = process.argv[3] ?? ''
await page.goto(`${base}${lang}/Subscribe`)
await page.screenshot({ path: `/tmp/p1${lang.replace('/', '-')}.png`, fullPage: true })
await page.getByRole('button', { name: /Subscribe|സബ്സ്ക്രൈബ്/ }).click()
await page.waitForTimeout(1500)
await page.screenshot({ path: `/tmp/p2${lang.replace('/', '-')}.png`, fullPage: true })
await page.fill('#email', process.argv[4] ?? 'parent@example.org')
await page.locator('input[name="class-V"]').check()
await page.getByRole('button', { name: /^(Subscribe|സബ്സ്ക്രൈബ് ചെയ്യുക)$/ }).click()
await page.waitForTimeout(2500)
await page.screenshot({ path: `/tmp/p3${lang.replace('/', '-')}.png`, fullPage: true })
console.log(await page.locator('#subscribe-status').innerText().catch(() => 'no status'))
await browser.close()
