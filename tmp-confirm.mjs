import fs from 'node:fs'
import { simpleParser } from 'mailparser'
import { chromium } from 'playwright-core'
const file = process.argv[2]
const mail = await simpleParser(fs.readFileSync(file))
const link = mail.text.match(/https?:\/\/\S+\/Subscribe\/confirm\/\S+/)[0]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
const page = await browser.newPage({ viewport: { width: 360, height: 800 }, timezoneId: 'Asia/Kolkata' })
await page.goto(link)
await page.screenshot({ path: '/tmp/c1.png', fullPage: true })
await page.getByRole('button').filter({ hasText: /Confirm|സ്ഥിരീകരിക്കുന്നു/ }).click()
await page.waitForURL(/welcome/)
await page.screenshot({ path: '/tmp/c2.png', fullPage: true })
console.log(page.url())
await browser.close()
