import fs from 'node:fs'
import path from 'node:path'

import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './helpers/test'

import { ALT_REQUIRED } from '../../src/lib/office/alt-text'
import {
  EDITORS_SAVE_DRAFTS,
  ONLY_ADMINS_REVIEW,
  RETURN_NEEDS_COMMENT,
  REVIEW_STATES,
  SUBMIT_FOR_REVIEW,
} from '../../src/lib/office/review-states'
import { UNDER_RENEWAL } from '../../src/lib/office/disclosure-validity'
import { SCHOOL } from '../../src/seed/profile'
import { samplePicture } from '../../src/seed/images'

import { E2E_ADMIN } from '../../playwright.config'
import { adminApi, changeAdminForm, hydrated } from './helpers/site'
import { ADMIN, EDITOR, ensureStaff, jrsbklId, signIn, staffApi } from './helpers/office'

/**
 * The office's daily work in /admin, as a school admin and as an editor of JRSBKL: the dashboard,
 * the school's own branding, alt text and running-out disclosure documents.
 */
const SHOTS = process.env.SCREENSHOT_DIR

let api: Record<string, string>
let school: number

test.beforeAll(async ({ request }) => {
  api = await adminApi(request)
  school = await jrsbklId(request, api)
  await ensureStaff(request, api, ADMIN, school)
  await ensureStaff(request, api, EDITOR, school)
})

const inboxCount = async (page: Page, collection: string) =>
  Number(await page.locator(`[data-inbox="${collection}"] .office-dashboard__count`).innerText())

test('the sign-in screen and navigation carry the school, avatars are drawn locally', async ({ page }) => {
  const outside: string[] = []
  page.on('request', (r) => {
    if (!/^https?:\/\/127\.0\.0\.1[:/]/.test(r.url()) && !r.url().startsWith('data:')) outside.push(r.url())
  })
  await page.goto('/admin/login')
  await expect(page.locator('#school-logo')).toContainText(SCHOOL.name)
  await signIn(page, ADMIN)
  await expect(page.locator('#nav-school')).toContainText(SCHOOL.name)
  await expect(page.locator('#staff-avatar')).toHaveText('MT')
  expect(outside).toEqual([])
  // Signing out is a labelled link in the header of every page, on a phone too (not the side menu's icon).
  const signOut = page.locator('.app-header').getByRole('link', { name: 'Sign out' })
  await expect(signOut).toBeVisible()
  // On a phone, beside a record's breadcrumb (which pushed it under the language menu).
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/admin/collections/circulars/create')
  await signOut.click()
  // Payload's logout page ends the session, then leads to the sign-in page; the admin stays closed.
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
})

test("a one-school installation's forms ask the platform admin for no school", async ({ page, request }) => {
  const schools = await (await request.get('/cms-api/schools?depth=0&limit=0', { headers: api })).json()
  expect(schools.totalDocs, 'this check runs before any spec adds a school').toBe(1)
  await page.goto('/admin/login')
  await hydrated(page.locator('button[type="submit"]'))
  await page.locator('#field-email').fill(E2E_ADMIN.email)
  await page.locator('#field-password').fill(E2E_ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.locator('#school-switcher')).toHaveCount(0)
  await page.goto('/admin/collections/circulars/create')
  await expect(page.locator('#field-title')).toBeVisible()
  await expect(page.locator('#field-school')).toHaveCount(0)
  // A record not yet saved is headed by what it is, not "[Untitled]".
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New circular')
})

test('the dashboard counts what is new in each inbox and links to that list', async ({ page, request }) => {
  await signIn(page, ADMIN)
  const before = await inboxCount(page, 'contact-messages')
  const subject = `Dashboard ${Date.now()}`
  for (const name of ['Anu', 'Biju']) {
    const sent = await request.post('/api/form/JRSBKL/contact', {
      data: { name, email: 'parent@example.org', phone: '9876543210', subject, message: 'Hello' },
    })
    expect(sent.status()).toBe(201)
  }
  await page.reload()
  await expect.poll(() => inboxCount(page, 'contact-messages')).toBe(before + 2)
  // The figure is the inbox's: the same count the filtered list shows.
  const listed = await request.get('/cms-api/contact-messages?where[status][equals]=new&limit=0', { headers: api })
  const perSchool = (await listed.json()).docs.filter((d: { school: number | { id: number } }) =>
    typeof d.school === 'object' ? d.school.id === school : d.school === school,
  ).length
  expect(before + 2).toBe(perSchool)

  await page.locator('[data-inbox="contact-messages"]').click()
  await expect(page).toHaveURL(/\/admin\/collections\/contact-messages\?where/)
  await expect(page.locator('tr', { hasText: subject }).first()).toBeVisible()
})

test('an editor gets the quick actions but no inbox figures', async ({ page }) => {
  await signIn(page, EDITOR)
  const actions = page.getByRole('navigation', { name: 'Quick actions' })
  for (const label of [
    'Publish a circular',
    'Add news',
    'Add event',
    'Upload photos to a gallery',
    'Add a page',
    'Edit the highlights',
  ]) {
    await expect(actions.getByRole('link', { name: label })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: 'New in the inbox' })).toHaveCount(0)
  await actions.getByRole('link', { name: 'Add news' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/news\/create/)
})

test('a picture cannot be saved without alt text; a PDF can', async ({ page, request }) => {
  const jpeg = await samplePicture('Alt text test', 3, 320, 200)
  await signIn(page, EDITOR)
  await page.goto('/admin/collections/media/create')
  const file = path.join(test.info().outputDir, 'assembly.jpg')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, jpeg)
  const chooser = page.locator('input[type="file"]')
  await hydrated(chooser)
  await changeAdminForm(page, () => chooser.setInputFiles(file))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(ALT_REQUIRED).first()).toBeVisible()
  await expect(page).toHaveURL(/\/media\/create/)

  await page.locator('#field-alt').fill('Students at the morning assembly')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/)

  const refused = await request.post('/cms-api/media', {
    headers: api,
    multipart: {
      file: { name: 'no-alt.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      _payload: JSON.stringify({ school }),
    },
  })
  expect(refused.status()).toBe(400)
  expect(JSON.stringify(await refused.json())).toContain(ALT_REQUIRED)
})

test('an expired disclosure document is flagged on the dashboard and under renewal on the site', async ({
  page,
  request,
}) => {
  const disclosure = (
    await (await request.get(`/cms-api/disclosures?where[school][equals]=${school}&depth=0`, { headers: api })).json()
  ).docs[0]
  const rows = disclosure.documents as { label: string; validUntil?: string | null }[]
  const expired = rows[0].label
  const yesterday = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString()
  const soon = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString()
  const save = (documents: typeof rows) =>
    request.patch(`/cms-api/disclosures/${disclosure.id}`, { headers: api, data: { documents } })
  try {
    const saved = await save(
      rows.map((row, i) => ({ ...row, validUntil: i === 0 ? yesterday : i === 1 ? soon : row.validUntil })),
    )
    expect(saved.ok(), await saved.text()).toBe(true)

    await signIn(page, ADMIN)
    const panel = page.locator('section', {
      has: page.getByRole('heading', { name: 'Disclosure documents running out' }),
    })
    await expect(panel.locator('li[data-expired]')).toContainText(expired)
    await expect(panel.locator('li[data-expired]')).toContainText('shown as under renewal on the site')
    await expect(panel.locator('li').nth(1)).toContainText(rows[1].label)
    await expect(panel.locator('li').nth(1)).toContainText('runs out in')
    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.screenshot({ path: path.join(SHOTS, 'admin-dashboard-1280.png'), fullPage: true })
    }

    await page.goto('/MandatoryDisclosure')
    const row = page.locator('#documents ~ div tbody tr', { hasText: expired })
    await expect(row).toContainText(UNDER_RENEWAL)
    await expect(row.getByRole('link', { name: /^VIEW/ })).toHaveCount(0)
    const current = page.locator('#documents ~ div tbody tr', { hasText: rows[1].label })
    await expect(current.getByRole('link', { name: /^VIEW/ })).toHaveCount(1)
  } finally {
    await save(rows)
  }
})

/**
 * /News as a visitor's browser gets it: with no staff cookie (the test's `request` keeps the one
 * it signed in with, and a staff request skips the kept pages), so a change shows as visitors see it.
 */
const visitorNews = async () => (await fetch(new URL('/News', test.info().project.use.baseURL))).text()

test.describe('scheduled publishing', () => {
  // The office is in Kerala: the admin's date picker reads and writes its local time.
  test.use({ timezoneId: 'Asia/Kolkata', actionTimeout: 15_000 })
  test.setTimeout(7 * 60_000)

  test('a news item scheduled for a time appears on the site after it and not before', async ({ page, request }) => {
    const title = `Scheduled news ${Date.now()}`
    // The next whole minute at least 20 s away, as the office would type it: signing in, typing and
    // saving take under 10 s even on a busy machine, so the "not before" check still comes before it.
    const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000)
    const draft = await request.post('/cms-api/news?draft=true', {
      headers: api,
      data: { title, fromDate: new Date().toISOString(), school, _status: 'draft' },
    })
    expect(draft.ok(), await draft.text()).toBe(true)
    const id = (await draft.json()).doc.id

    await signIn(page, ADMIN)
    await page.goto(`/admin/collections/news/${id}`)
    await page.locator('#action-save-popup button').first().click()
    await page.locator('#schedule-publish').click()
    const typed = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .format(at)
      .replace(' at ', ', ')
    const drawer = page.locator('.schedule-publish__scheduler')
    // The radio's styled circle lies over the input itself.
    await drawer.getByRole('radio', { name: 'Publish', exact: true }).check({ force: true })
    const when = drawer.getByRole('textbox').first()
    await when.fill(typed)
    // A click beside the field closes the calendar (Escape would close the whole drawer).
    await page.getByRole('heading', { name: /^Schedule publish for/ }).click()
    await page.locator('#scheduled-publish-save').click()
    await expect(page.getByText('Scheduled successfully.')).toBeVisible()
    // Not before: checked at once after the schedule is saved, while its time is still ahead.
    const listed = async () => (await visitorNews()).includes(title)
    expect(await listed()).toBe(false)
    expect(Date.now(), 'checked before the scheduled time').toBeLessThan(at.getTime())

    await page.goto('/admin')
    await expect(
      page.locator('section', { has: page.getByRole('heading', { name: 'Scheduled to publish' }) }),
    ).toContainText(title)
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'admin-dashboard-scheduled-1280.png'), fullPage: true })

    // The jobs queue looks every JOBS_CHECK_SECONDS (5 s here); the save clears the school's cached pages.
    await expect.poll(listed, { timeout: 5 * 60_000, intervals: [2_000] }).toBe(true)
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
  })
})

test.describe('review before publishing', () => {
  const editorApi = (request: APIRequestContext) => staffApi(request, EDITOR)

  const chooseReview = async (page: Page, label: string) => {
    const select = page.locator('.field-type.select').filter({ hasText: 'Submit for review' }).getByRole('combobox')
    await select.click()
    await page.locator('.rs__option', { hasText: label }).click()
  }

  test('an editor cannot publish but submits for review; the admin publishes from the queue', async ({
    page,
    request,
  }) => {
    const headers = await editorApi(request)
    const title = `Reviewed news ${Date.now()}`
    const refused = await request.post('/cms-api/news', {
      headers,
      data: { title, fromDate: new Date().toISOString(), _status: 'published' },
    })
    expect(refused.status()).toBe(403)
    const draft = await request.post('/cms-api/news?draft=true', {
      headers,
      data: { title, fromDate: new Date().toISOString(), _status: 'draft' },
    })
    expect(draft.ok(), await draft.text()).toBe(true)
    const id = (await draft.json()).doc.id
    const publish = await request.patch(`/cms-api/news/${id}`, { headers, data: { _status: 'published' } })
    expect(publish.status()).toBe(403)

    await signIn(page, EDITOR)
    await page.goto(`/admin/collections/news/${id}`)
    await expect(page.locator('#action-save-draft')).toBeVisible()
    await expect(page.locator('#action-save')).toHaveCount(0)
    // The editor's button beside Save draft: saves the draft as waiting for review.
    const submit = page.locator('#action-submit-review')
    await expect(submit).toHaveText(SUBMIT_FOR_REVIEW)
    const sent = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(`/news/${id}?`))
    await submit.click()
    const answer = await sent
    expect(answer.status()).toBe(200)
    expect(answer.url()).toContain('draft=true')
    await expect(page.locator('#action-submit-review')).toHaveText(REVIEW_STATES.requested)
    await expect(page.locator('#action-submit-review')).toBeDisabled()
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'admin-submitted-for-review-1280.png') })

    await page.context().clearCookies()
    await signIn(page, ADMIN)
    const queue = page.locator('section', { has: page.getByRole('heading', { name: 'Waiting for review' }) })
    await expect(queue).toContainText(title)
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'admin-review-queue-1280.png'), fullPage: true })
    await queue.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/news/${id}`))
    expect(await visitorNews()).not.toContain(title)
    // Payload may still hold the editor's lock on the record; the reviewer takes it over.
    const locked = page.locator('#document-locked')
    if (
      await locked.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      await locked.getByRole('button', { name: /take over/i }).click()
    await page.locator('#action-save').click()
    await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()
    await expect.poll(async () => (await visitorNews()).includes(title)).toBe(true)

    // The editor sees that it went out.
    await page.context().clearCookies()
    await signIn(page, EDITOR)
    const published = page.locator('section', { has: page.getByRole('heading', { name: 'Recently published' }) })
    await expect(published).toContainText(title)

    // Once it is out, the editor changes it only as a draft beside it: a save without ?draft=true is refused.
    const edited = `${title} (edited)`
    const inPlace = await request.patch(`/cms-api/news/${id}`, { headers, data: { title: edited } })
    expect(inPlace.status()).toBe(403)
    expect(JSON.stringify(await inPlace.json())).toContain(EDITORS_SAVE_DRAFTS)
    const beside = await request.patch(`/cms-api/news/${id}?draft=true`, { headers, data: { title: edited } })
    expect(beside.ok(), await beside.text()).toBe(true)
    expect(await visitorNews()).not.toContain(edited)
  })

  test('the admin sends a draft back with a comment, which the editor sees', async ({ page, request }) => {
    const headers = await editorApi(request)
    const title = `Returned news ${Date.now()}`
    const draft = await request.post('/cms-api/news?draft=true', {
      headers,
      data: { title, fromDate: new Date().toISOString(), _status: 'draft', review: { state: 'requested' } },
    })
    expect(draft.ok(), await draft.text()).toBe(true)
    const id = (await draft.json()).doc.id
    // An editor cannot send back (or mark published) themselves.
    const selfReturn = await request.patch(`/cms-api/news/${id}?draft=true`, {
      headers,
      data: { review: { state: 'returned', comment: 'x' } },
    })
    expect(selfReturn.status()).toBe(400)
    expect(JSON.stringify(await selfReturn.json())).toContain(ONLY_ADMINS_REVIEW)

    await signIn(page, ADMIN)
    await page.goto(`/admin/collections/news/${id}`)
    await chooseReview(page, REVIEW_STATES.returned)
    const saving = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(`/news/${id}`))
    await page.locator('#action-save-draft').click()
    const refusedSave = await saving
    expect(refusedSave.status()).toBe(400)
    expect(JSON.stringify(await refusedSave.json())).toContain(RETURN_NEEDS_COMMENT)
    await page.locator('#field-review__comment').fill('Please add the photos of the prize winners.')
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(`/news/${id}`))
    await page.locator('#action-save-draft').click()
    expect((await saved).status()).toBe(200)

    await page.context().clearCookies()
    await signIn(page, EDITOR)
    const back = page.locator('section', { has: page.getByRole('heading', { name: 'Sent back to the editor' }) })
    await expect(back).toContainText(title)
    await expect(back).toContainText('Please add the photos of the prize winners.')
  })
})

test.describe('dates as the office writes them', () => {
  test.use({ timezoneId: 'Asia/Kolkata' })

  test('a date typed as 05/12/2026 is 5 December, in the form, the list and the Schedule Publish drawer', async ({
    page,
    request,
  }) => {
    const title = `Sports day ${Date.now()}`
    const draft = await request.post('/cms-api/events?draft=true', {
      headers: api,
      data: { title, date: '2026-11-28T06:30:00.000Z', school, _status: 'draft' },
    })
    expect(draft.ok(), await draft.text()).toBe(true)
    const id = (await draft.json()).doc.id
    try {
      await signIn(page, ADMIN)
      await page.goto(`/admin/collections/events/${id}`)
      const date = page.locator('#field-date input')
      await hydrated(date)
      await expect(date).toHaveValue('28/11/2026')
      await expect(date).toHaveAttribute('placeholder', 'dd/mm/yyyy')
      await changeAdminForm(page, async () => {
        await date.fill('05/12/2026')
        // A click beside the box closes the calendar, as a clerk's next click would.
        await page.locator('#field-venue').click()
      })
      await expect(date).toHaveValue('05/12/2026')
      if (SHOTS) {
        await page.setViewportSize({ width: 1280, height: 900 })
        await date.click()
        await expect(page.locator('.react-datepicker')).toBeVisible()
        await page.screenshot({ path: path.join(SHOTS, 'admin-date-picker-1280.png') })
        await page.locator('#field-venue').click()
      }
      const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes(`/events/${id}`))
      await page.locator('#action-save-draft').click()
      expect((await saved).status()).toBe(200)

      const stored = (await (await request.get(`/cms-api/events/${id}?draft=true`, { headers: api })).json()).date
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' }).format(
        new Date(stored),
      )
      expect(day).toBe('2026-12-05')

      // Payload's Schedule Publish drawer builds its own date box: typed there, the same day.
      const year = new Date().getFullYear() + 1
      await page.locator('#action-save-popup button').first().click()
      await page.locator('#schedule-publish').click()
      const drawer = page.locator('.schedule-publish__scheduler')
      await drawer.getByRole('radio', { name: 'Publish', exact: true }).check({ force: true })
      const when = drawer.getByRole('textbox').first()
      await when.fill(`05/12/${year}, 10:30 am`)
      await page.getByRole('heading', { name: /^Schedule publish for/ }).click()
      await expect(when).toHaveValue(`Dec 5, ${year} 10:30 AM`)
      if (SHOTS) {
        await page.setViewportSize({ width: 1280, height: 900 })
        await page.screenshot({ path: path.join(SHOTS, 'admin-schedule-publish-1280.png') })
      }
      await page.locator('#scheduled-publish-save').click()
      const upcoming = page.locator('.schedule-publish__upcoming tr', { hasText: `05/12/${year}, 10:30 am` })
      await expect(upcoming).toHaveCount(1)
      await upcoming.locator('.schedule-publish__delete').click()
      await expect(upcoming).toHaveCount(0)

      await page.goto(`/admin/collections/events?where[id][equals]=${id}`)
      await expect(page.locator('tr', { hasText: title })).toContainText('05/12/2026')
    } finally {
      await request.delete(`/cms-api/events/${id}`, { headers: api })
    }
  })
})
