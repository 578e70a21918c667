/**
 * Issue 29's five-minute trial, done by a script as a new school admin would click it: a Hostel
 * page with text, four photos and a PDF, put under About in the menu, then seen on the site.
 * Takes a screenshot of each step into TRIAL_DIR (default /tmp/trial) and prints how long each
 * took. Not part of `npm test`: run on the current build with `node scripts/run-tsx.mjs scripts/trial-hostel.ts`.
 */
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from 'playwright-core'

import { samplePdf, samplePicture } from '../src/seed/images'
import { startServer } from '../tests/e2e/helpers/server'

const OUT = process.env.TRIAL_DIR || '/tmp/trial'
const ADMIN = { email: 'platform@example.org', password: 'Trial-platform-31' }
const OFFICE = { email: 'office@example.org', password: 'Trial-office-31' }
fs.mkdirSync(OUT, { recursive: true })
const files = path.join(OUT, 'files')
fs.mkdirSync(files, { recursive: true })
for (let i = 1; i <= 4; i++)
  fs.writeFileSync(path.join(files, `hostel-${i}.jpg`), await samplePicture(`Hostel ${i}`, i))
fs.writeFileSync(path.join(files, 'hostel-rules.pdf'), samplePdf('Hostel rules', ['Lights out at 10 PM']))

const server = await startServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const started = Date.now()
let step = 0
try {
  const login = await (
    await fetch(`${server.baseURL}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
  ).json()
  const api = { Authorization: `JWT ${login.token}`, 'Content-Type': 'application/json' }
  const school = (
    await (await fetch(`${server.baseURL}/cms-api/schools?where[code][equals]=JRSBKL`, { headers: api })).json()
  ).docs[0].id
  await fetch(`${server.baseURL}/cms-api/users`, {
    method: 'POST',
    headers: api,
    body: JSON.stringify({ ...OFFICE, name: 'Mini Thomas', role: 'school-admin', school }),
  })
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const shot = async (name: string) => {
    await page.waitForTimeout(500)
    await page.screenshot({ path: path.join(OUT, `${String(++step).padStart(2, '0')}-${name}.png`) })
    console.log(`${((Date.now() - started) / 1000).toFixed(0)} s  ${name}`)
  }
  const ready = (selector: string) =>
    page.waitForFunction((s) => {
      const el = document.querySelector(s)
      return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps$'))
    }, selector)

  await page.goto(`${server.baseURL}/admin/login`)
  await ready('button[type="submit"]')
  await page.locator('#field-email').fill(OFFICE.email)
  await page.locator('#field-password').fill(OFFICE.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
  await shot('dashboard')

  // A new user finds "Add a page" among the dashboard's quick actions.
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Add a page' }).click()
  await ready('#field-title')
  await page.locator('#field-title').fill('Hostel')
  await page.locator('#field-slug').fill('hostel')
  await page.locator('#field-section').click()
  await page.getByRole('option', { name: 'About', exact: true }).click()
  await shot('page-title')

  const addBlock = async (name: string) => {
    await page
      .getByRole('button', { name: /Add Block/ })
      .last()
      .click()
    await page.getByRole('button', { name, exact: true }).click()
  }
  await addBlock('Text')
  await page.locator('[data-lexical-editor="true"]').last().click()
  await page.keyboard.type('Our hostel houses 120 students in rooms of four, with a warden on each floor.')
  await shot('text-block')

  await addBlock('Photo gallery')
  await page.waitForTimeout(4000)
  await shot('gallery-block')
  // "Create New", then "Select files" in the drawer, as a new user would.
  await page.locator('.upload__createNewToggler').last().click()
  await page
    .locator('.bulk-upload--add-files input[type="file"]')
    .setInputFiles([1, 2, 3, 4].map((i) => path.join(files, `hostel-${i}.jpg`)))
  await page.waitForTimeout(1500)
  await shot('gallery-upload')
  // Payload's bulk upload: "Edit all" gives every photo one description, then Save.
  await page.locator('.edit-many-bulk-uploads__toggle').click()
  const editAll = page.locator('.edit-many-bulk-uploads__main')
  await editAll.locator('.field-select .rs__control').click()
  await page.locator('.rs__option', { hasText: 'Alt text (for screen readers)' }).click()
  await editAll.locator('#field-alt').fill('A room of the hostel')
  await shot('gallery-descriptions')
  await editAll.getByRole('button', { name: 'Apply Changes' }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).last().click()
  await page.waitForTimeout(3000)
  await shot('gallery-done')

  await addBlock('Documents')
  await page.getByRole('button', { name: 'Add File' }).last().click()
  await page.locator('input[name$=".title"]').last().fill('Hostel rules')
  await page.locator('.upload__createNewToggler').last().click()
  await page.locator('input[type="file"]').last().setInputFiles(path.join(files, 'hostel-rules.pdf'))
  await page.waitForTimeout(1500)
  await shot('document-upload')
  await page.getByRole('button', { name: 'Save', exact: true }).last().click()
  await page.waitForTimeout(2000)
  await shot('document-done')

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await page.waitForTimeout(3000)
  await shot('published')

  await page.goto(`${server.baseURL}/admin`)
  await page.getByRole('link', { name: 'Change the menu' }).click()
  await page.getByRole('button', { name: 'Menus', exact: true }).click()
  await shot('menus-tab')
  // Under About: open its row, "Add Link", the words and the page's address, Save.
  const about = page.locator('#field-menu > .array-field__draggable-rows > div').nth(1)
  await about.locator('.collapsible__toggle').first().click()
  await about.getByRole('button', { name: 'Add Link' }).click()
  // The new row's fields come with the admin's next form state; a person reads before typing.
  await page.waitForTimeout(1500)
  const label = about.locator('input[name$=".label"]').last()
  if (!(await label.isVisible())) await about.locator('.collapsible__toggle').last().click()
  await about.locator('input[name$=".label"]').last().fill('Hostel')
  await about.locator('input[name$=".link"]').last().fill('/hostel')
  await shot('menu-entry')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByText('Updated successfully.').waitFor()
  await shot('menu-saved')

  const phone = await browser.newPage({ viewport: { width: 360, height: 740 } })
  await phone.goto(`${server.baseURL}/hostel`, { waitUntil: 'networkidle' })
  await phone.screenshot({ path: path.join(OUT, `${String(++step).padStart(2, '0')}-site-phone.png`), fullPage: true })
  await phone.getByRole('button', { name: 'Menu', exact: true }).click()
  await phone.getByRole('button', { name: 'About', exact: true }).click()
  await phone.screenshot({ path: path.join(OUT, `${String(++step).padStart(2, '0')}-site-menu.png`) })
  console.log(`${((Date.now() - started) / 1000).toFixed(0)} s  on the site, in the menu`)
} catch (error) {
  console.error(error)
} finally {
  await browser.close()
  await server.stop()
}
