import path from 'node:path'

import { type Page } from '@playwright/test'

import { expect, test } from './helpers/test'
import sharp from 'sharp'

import { ALT_REQUIRED } from '../../src/lib/office/alt-text'
import { STAFF_UPLOAD_MAX_BYTES } from '../../src/lib/server/http-policy.mjs'
import { MEDIA_MIME_TYPES } from '../../src/lib/content/media'
import { UPLOAD_MESSAGES } from '../../src/lib/submissions/upload-check'

import { signIn, withStaff, type StaffAccount } from './helpers/office'

/**
 * Photos in bulk, as the school's office does it in /admin: drop a batch of photos on a gallery,
 * describe them, upload them with visible progress, and save the gallery once. Files the media
 * library would refuse are named with the reason while the others go on.
 */
const ADMIN: StaffAccount = { email: 'bulk-upload-admin@example.org', name: 'Mini Thomas', role: 'school-admin' }
// As many as the office drops at once after an event (the 50).
const PHOTOS = 50
const SHOTS = process.env.SCREENSHOT_DIR

let api: Record<string, string>
let school: number

test.beforeAll(async ({ request }) => {
  ;({ api, school } = await withStaff(request, ADMIN))
})

/** Small photos of different colours, as PNG bytes in base64 (they travel into the page). */
async function photos(stamp: string) {
  return Promise.all(
    Array.from({ length: PHOTOS }, async (_, i) => ({
      name: `annual-day-${stamp}-${String(i + 1).padStart(2, '0')}.png`,
      base64: (
        await sharp({
          create: {
            width: 1000,
            height: 750,
            channels: 3,
            background: { r: (i * 12) % 256, g: 120, b: (200 + i * 5) % 256 },
          },
        })
          .png()
          .toBuffer()
      ).toString('base64'),
    })),
  )
}

/** Drops files on an element the way a browser does when staff drag them from their folder. */
async function dropFiles(page: Page, selector: string, files: { name: string; base64: string }[], extra: boolean) {
  const dataTransfer = await page.evaluateHandle(
    ({ files, extra, hugeBytes }) => {
      const list = new DataTransfer()
      for (const f of files) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))
        list.items.add(new File([bytes], f.name, { type: 'image/png' }))
      }
      if (extra) {
        list.items.add(new File(['Sports day: 9:00 march past'], 'sports-day-notes.txt', { type: 'text/plain' }))
        list.items.add(new File([new Uint8Array(hugeBytes)], 'stage-full-size.jpg', { type: 'image/jpeg' }))
      }
      return list
    },
    { files, extra, hugeBytes: STAFF_UPLOAD_MAX_BYTES + 1 },
  )
  await page.locator(selector).dispatchEvent('drop', { dataTransfer })
}

/** Payload's "Edit all" in the bulk upload drawer: one alt text for every file in it. */
async function describeAll(page: Page, alt: string) {
  await page.locator('.edit-many-bulk-uploads__toggle').click()
  const editAll = page.locator('.edit-many-bulk-uploads__main')
  await editAll.locator('.field-select .rs__control').click()
  await page.locator('.rs__option', { hasText: 'Alt text (for screen readers)' }).click()
  await editAll.locator('#field-alt').fill(alt)
  await editAll.getByRole('button', { name: 'Apply Changes' }).click()
  await expect(editAll).toBeHidden()
}

test('50 photos dropped on a gallery become 50 media records of the school and one gallery', async ({
  page,
  request,
}) => {
  test.setTimeout(8 * 60_000)
  const stamp = String(Date.now())
  const title = `Annual Day ${stamp}`
  const mediaOfRun = async () =>
    (
      await (
        await request.get(`/cms-api/media?where[filename][like]=annual-day-${stamp}&limit=100&depth=0&sort=filename`, {
          headers: api,
        })
      ).json()
    ).docs as { filename: string; school: number; alt: string; sizes: Record<string, { width: number | null }> }[]

  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, ADMIN)
  await page.goto('/admin/collections/gallery/create')
  await page.locator('#field-title').fill(title)
  await page.locator('#field-date input').fill('14/11/2025')
  await page.locator('#field-title').click()

  // Staff drag the whole folder onto Photos: two files in it cannot go into the library.
  await dropFiles(page, '#field-attachments .dropzone', await photos(stamp), true)
  const refusals = page.locator('.upload-refusals')
  await expect(refusals).toContainText(UPLOAD_MESSAGES.heading(2))
  await expect(refusals).toContainText('sports-day-notes.txt')
  await expect(refusals).toContainText(UPLOAD_MESSAGES.wrongType(MEDIA_MIME_TYPES))
  await expect(refusals).toContainText('stage-full-size.jpg')
  await expect(refusals).toContainText(UPLOAD_MESSAGES.tooLarge(STAFF_UPLOAD_MAX_BYTES + 1, STAFF_UPLOAD_MAX_BYTES))
  const sidebar = page.locator('.file-selections')
  await expect(sidebar).toContainText(`${PHOTOS} Files to Upload`)
  await expect(sidebar).not.toContainText('sports-day-notes.txt')
  await expect(sidebar).toContainText(`annual-day-${stamp}-${PHOTOS}.png`)
  const alt = page.locator('.bulk-upload--file-manager #field-alt')
  await expect(alt).toBeVisible()
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'admin-bulk-upload-1280.png') })
  await refusals.locator('.payload-toast-close-button').click()

  // Saved without descriptions, every photo is refused with the alt text rule; nothing is stored.
  const saveAll = page.locator('.bulk-upload--actions-bar__buttons').getByRole('button', { name: 'Save' })
  await saveAll.click()
  // The drawer sends the 50 one after another and shows the refusals when all are answered: over
  // 30 s on a CI machine busy with something else (0.7 s an upload), so it has room.
  await expect(page.getByText(ALT_REQUIRED).first()).toBeVisible({ timeout: 120_000 })
  await expect(sidebar.locator('.file-selections__fileRowContainer--error')).toHaveCount(PHOTOS)
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'admin-bulk-upload-no-alt-1280.png') })
  expect(await mediaOfRun()).toHaveLength(0)

  // One description for the whole batch with Payload's "Edit all", then one photo's own.
  await describeAll(page, 'Students performing at the Annual Day')
  // Payload checks each form again after Edit all, one request each; the photos' error marks go.
  await expect(sidebar.locator('.file-selections__fileRowContainer--error')).toHaveCount(0, { timeout: 30_000 })
  await sidebar.getByText(`annual-day-${stamp}-03.png`).click()
  await expect(alt).toHaveValue('Students performing at the Annual Day')
  await alt.fill('The Class 4 choir singing on stage')

  // Progress shows while the photos go up one by one; then the drawer closes on the gallery.
  await saveAll.click()
  await expect(page.getByText(new RegExp(`Uploading \\d+ of ${PHOTOS}`))).toBeVisible()
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'admin-bulk-upload-progress-1280.png') })
  await expect(page.getByText(`Successfully saved ${PHOTOS} files`)).toBeVisible({ timeout: 180_000 })
  await expect(sidebar).toBeHidden()
  await expect(page.locator('#field-attachments .upload-relationship-details')).toHaveCount(PHOTOS)

  // The gallery is saved (published) once.
  await page.locator('#action-save').click()
  await expect(page).toHaveURL(/\/admin\/collections\/gallery\/\d+/)
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'admin-bulk-upload-gallery-1280.png'), fullPage: true })

  const stored = await mediaOfRun()
  expect(stored).toHaveLength(PHOTOS)
  for (const media of stored) {
    expect(media.school).toBe(school)
    // Resized on upload: sharp made the smaller widths Media.ts names.
    expect(media.sizes.thumbnail.width).toBe(400)
    expect(media.sizes.card.width).toBe(800)
  }
  expect(stored[2].alt).toBe('The Class 4 choir singing on stage')
  expect(stored[0].alt).toBe('Students performing at the Annual Day')

  const galleries = await (
    await request.get(`/cms-api/gallery?where[title][equals]=${encodeURIComponent(title)}&depth=0`, { headers: api })
  ).json()
  expect(galleries.totalDocs).toBe(1)
  const gallery = galleries.docs[0]
  expect(gallery.attachments).toHaveLength(PHOTOS)
  expect(gallery.school).toBe(school)
  expect(gallery._status).toBe('published')
  const versions = await (
    await request.get(`/cms-api/gallery/versions?where[parent][equals]=${gallery.id}&depth=0`, { headers: api })
  ).json()
  expect(versions.totalDocs).toBe(1)
})

test('a file chosen with "Select files" that is not a picture is named and left out', async ({ page }) => {
  await signIn(page, ADMIN)
  await page.goto('/admin/collections/gallery/create')
  await page.locator('#field-attachments .upload__createNewToggler').click()
  await page.locator('.bulk-upload--add-files input[type="file"]').setInputFiles([
    { name: 'timetable.docx', mimeType: 'application/msword', buffer: Buffer.from('not a picture') },
    {
      name: 'assembly.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#36c' } })
        .png()
        .toBuffer(),
    },
  ])
  await expect(page.locator('.upload-refusals')).toContainText('timetable.docx')
  await expect(page.locator('.file-selections')).toContainText('1 File to Upload')
  await expect(page.locator('.file-selections')).toContainText('assembly.png')
})

test('a photo the server refuses stays in the drawer with its message; the others are added', async ({ page }) => {
  const stamp = String(Date.now())
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page, ADMIN)
  await page.goto('/admin/collections/gallery/create')
  const good = (await photos(stamp)).slice(0, 2)
  // Named and typed as a PNG, so the browser's check lets it through; its bytes are no picture.
  const broken = {
    name: `annual-day-${stamp}-broken.png`,
    base64: Buffer.from('not a picture at all').toString('base64'),
  }
  await dropFiles(page, '#field-attachments .dropzone', [...good, broken], false)
  const sidebar = page.locator('.file-selections')
  await expect(sidebar).toContainText('3 Files to Upload')
  await describeAll(page, 'Prize giving')
  await page.locator('.bulk-upload--actions-bar__buttons').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Successfully saved 2 files')).toBeVisible({ timeout: 30_000 })
  await expect(sidebar).toContainText('1 File to Upload')
  await expect(sidebar.locator('.file-selections__fileRowContainer--error')).toContainText('broken.png')
  // The server's reason, with the file's name, as its answer says (src/hooks/upload-errors.ts).
  await expect(page.locator('.payload-toast-container')).toContainText(
    UPLOAD_MESSAGES.refused(broken.name, 'File type text/plain (from extension png) is not allowed.'),
  )
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'admin-bulk-upload-refused-1280.png') })
})

test('the CMS API refuses a file over the limit or of another type with a message that names it', async ({
  request,
}) => {
  const upload = (name: string, mimeType: string, buffer: Buffer) =>
    request.post('/cms-api/media', {
      headers: api,
      multipart: { file: { name, mimeType, buffer }, _payload: JSON.stringify({ alt: 'A test', school }) },
    })
  const large = await upload('stage-full-size.jpg', 'image/jpeg', Buffer.alloc(STAFF_UPLOAD_MAX_BYTES + 10))
  expect(large.status()).toBe(413)
  expect((await large.json()).errors[0].message).toBe(UPLOAD_MESSAGES.overLimit(STAFF_UPLOAD_MAX_BYTES))
  const text = await upload('sports-day-notes.txt', 'text/plain', Buffer.from('9:00 march past'))
  expect(text.status()).toBe(400)
  expect((await text.json()).errors[0].message).toBe(
    UPLOAD_MESSAGES.refused('sports-day-notes.txt', 'File type text/plain (from extension txt) is not allowed.'),
  )
})

test('the CMS API refuses a picture of more than 100 megapixels with a message that names it', async ({ request }) => {
  // 16,000 × 16,000 pixels of one colour: under 1 MB as a file, 768 MB decoded.
  const huge = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#3366aa' } })
    .png({ compressionLevel: 9 })
    .toBuffer()
  const answer = await request.post('/cms-api/media', {
    headers: api,
    multipart: {
      file: { name: 'aerial-view.png', mimeType: 'image/png', buffer: huge },
      _payload: JSON.stringify({ alt: 'The campus from above', school }),
    },
  })
  expect(answer.status()).toBe(400)
  expect((await answer.json()).errors[0].message).toBe(
    UPLOAD_MESSAGES.refused(
      'aerial-view.png',
      UPLOAD_MESSAGES.tooManyPixels({ width: 16_000, height: 16_000, frames: 1 }),
    ),
  )
  const stored = await request.get('/cms-api/media?where[filename][like]=aerial-view&limit=1&depth=0', { headers: api })
  expect((await stored.json()).totalDocs).toBe(0)
})
