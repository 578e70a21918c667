import { spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { request as playwrightRequest } from '@playwright/test'

import { expect, test } from './helpers/test'
import * as tar from 'tar'

import { E2E_ADMIN } from '../../playwright.config'
import { ADMIN, staffApi, withStaff } from './helpers/office'
import { startServer } from './helpers/server'
import { getWithHost } from './helpers/site'

const SHOTS = process.env.SCREENSHOT_DIR

/**
 * The backups in the admin, as a platform admin uses them: warned on the dashboard while there is
 * none, "Back up now", the archive listed and downloaded whole. Nobody else reaches them.
 */
test('only a platform admin sees, makes or downloads backups', async ({ request, baseURL }) => {
  await withStaff(request, ADMIN)
  // A context of its own: the one above keeps the platform admin's session cookie.
  const visitor = await playwrightRequest.newContext({ baseURL })
  const anonymous = await visitor.get('/cms-api/backups')
  expect(anonymous.status()).toBe(401)
  await visitor.dispose()
  const staff = await playwrightRequest.newContext({ baseURL })
  const schoolAdmin = await staffApi(staff, ADMIN)
  const listed = await staff.get('/cms-api/backups', { headers: schoolAdmin })
  expect(listed.status()).toBe(403)
  expect((await listed.json()).error).toBe('Only a platform admin may see or make backups.')
  const started = await staff.post('/cms-api/backups', { headers: schoolAdmin, data: {} })
  expect(started.status()).toBe(403)
  const download = await staff.get('/cms-api/backups/download?name=x', { headers: schoolAdmin })
  expect(download.status()).toBe(403)
  await staff.dispose()
})

test('a platform admin is warned, backs up now and downloads the archive', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(E2E_ADMIN.email)
  await page.locator('#field-password').fill(E2E_ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  const warnings = page.locator('[data-warning="backup"]')
  await expect(warnings.filter({ hasText: 'No backup has been made yet' })).toBeVisible()
  await expect(warnings.filter({ hasText: 'Backups are not encrypted' })).toBeVisible()

  // The warning leads to the backups (the navigation is folded away at this width).
  await warnings.first().getByRole('link', { name: 'Backups' }).click()
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Back up now' }).click()
  await expect(page.locator('[data-backup-status]')).toContainText(/The backup (has started|is done)/)
  const link = page.getByRole('link', { name: 'Download' }).first()
  // The list is shown again every few seconds until the backup is done.
  await expect(link).toBeVisible({ timeout: 120_000 })
  await expect(page.getByText('No backup has been made yet.')).toHaveCount(0)

  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'admin-backups-1280.png'), fullPage: true })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toMatch(/^school-backup-\d{8}T\d{6}Z\.tar\.gz$/)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-download-'))
  try {
    const file = path.join(dir, download.suggestedFilename())
    await download.saveAs(file)
    const entries: string[] = []
    await tar.t({ file, onReadEntry: (entry) => void entries.push(entry.path) })
    expect(entries).toContain('manifest.json')
    expect(entries).toContain('school.db')
    expect(entries.some((name) => name.startsWith('uploads/media/'))).toBe(true)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }

  await page.goto('/admin')
  await expect(page.locator('[data-warning="backup"]').filter({ hasText: 'No backup' })).toHaveCount(0)
})

/** An npm script as the README writes it, run from the project's folder with the given settings. */
function npmRun(args: string[], env: Record<string, string>) {
  const run = spawnSync('npm', ['run', '--silent', ...args], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 180_000,
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

test("the README's restore, as written: npm run backup, npm run restore on a new machine, start, sign in", async ({
  request,
}) => {
  test.setTimeout(300_000)
  await withStaff(request, ADMIN)
  // A title no other spec searches for (data-pages searches "sports").
  const title = `Restore check ${Date.now()}`
  const made = await request.post('/cms-api/news', {
    headers: await staffApi(request, ADMIN),
    data: {
      title,
      description: 'Found again after the restore.',
      fromDate: new Date().toISOString(),
      _status: 'published',
    },
  })
  expect(made.ok(), await made.text()).toBe(true)

  // The backup, from the command line while the site runs (the README's "from the server's scheduler").
  const key = randomBytes(32).toString('hex')
  const backup = npmRun(['backup'], { DATA_DIR: process.env.E2E_DATA_DIR!, BACKUP_KEY: key })
  expect(backup.status, backup.output).toBe(0)
  const file = /\[backup\] (\S+) \(.*, encrypted\)/.exec(backup.output)?.[1]
  expect(file, backup.output).toBeTruthy()

  // Step 2 with another key: refused, and the DATA_DIR is exactly as it was.
  const untouched = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-refused-'))
  try {
    fs.writeFileSync(path.join(untouched, 'school.db'), 'the current database')
    const refused = npmRun(['restore', '--', file!], {
      DATA_DIR: untouched,
      BACKUP_KEY: randomBytes(32).toString('hex'),
    })
    expect(refused.status).toBe(1)
    expect(refused.output).toContain('[restore] nothing was changed: The archive cannot be opened with this BACKUP_KEY')
    expect(fs.readdirSync(untouched)).toEqual(['school.db'])
    expect(fs.readFileSync(path.join(untouched, 'school.db'), 'utf8')).toBe('the current database')
    expect(fs.readdirSync(path.dirname(untouched)).filter((f) => f.startsWith(path.basename(untouched)))).toEqual([
      path.basename(untouched),
    ])
  } finally {
    fs.rmSync(untouched, { recursive: true, force: true })
  }

  // Steps 1-3 on a new machine's empty DATA_DIR: restore, start the site, sign in.
  let restored = ''
  const site = await startServer(
    {},
    {
      restore: (dataDir) => {
        const run = npmRun(['restore', '--', file!], { DATA_DIR: dataDir, BACKUP_KEY: key })
        expect(run.status, run.output).toBe(0)
        restored = run.output
      },
    },
  )
  try {
    expect(restored).toMatch(/\[restore\] restored the backup of \S+ into /)
    expect(restored).toMatch(/\[restore\] {3}news: \d+/)
    expect(restored).not.toContain('is now in') // an empty DATA_DIR has nothing to move aside
    const news = await fetch(`${site.baseURL}/News`)
    expect(news.status).toBe(200)
    expect(await news.text()).toContain(title)
    const signIn = await fetch(`${site.baseURL}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    })
    expect(signIn.status, await signIn.clone().text()).toBe(200)
    expect((await signIn.json()).user.email).toBe(E2E_ADMIN.email)
  } finally {
    await site.stop()
  }
})

/**
 * Another installation's school, made here from this one's export: the school renamed, with a
 * code and a domain of its own, and the checksums made again, as that installation's export
 * would have them.
 */
async function asAnotherSchool(file: string, out: string, school: { code: string; name: string; domain: string }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-export-'))
  try {
    await tar.x({ file, cwd: dir })
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'))
    const recordsFile = 'records/schools.json'
    const records = JSON.parse(fs.readFileSync(path.join(dir, recordsFile), 'utf8'))
    // The school's name is kept per language, as every text a visitor reads: renamed in each
    // language it has (the sample school has its Malayalam name too, which a school's Malayalam
    // town and address must go with).
    const names = Object.fromEntries(Object.keys(records[0].doc.name).map((language) => [language, school.name]))
    Object.assign(records[0].doc, { code: school.code, name: names, domains: [school.domain] })
    const bytes = Buffer.from(JSON.stringify(records))
    fs.writeFileSync(path.join(dir, recordsFile), bytes)
    manifest.files[recordsFile] = { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
    manifest.school = { code: school.code, name: school.name, domains: [school.domain] }
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest))
    await tar.c({ gzip: true, cwd: dir, portable: true, file: out }, ['manifest.json', ...Object.keys(manifest.files)])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

test('a platform admin exports a school and imports one; its site answers on its domain', async ({ page }) => {
  test.setTimeout(180_000)
  const moved = { code: 'MOVEDIN', name: 'Moved In School', domain: 'moved-in.example' }
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(E2E_ADMIN.email)
  await page.locator('#field-password').fill(E2E_ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/backups')
  await expect(page.locator('[data-warning="school-export"]')).toContainText('Set BACKUP_KEY to include them')

  const exportButton = page
    .locator('[data-school-exports] li', { hasText: '(JRSBKL)' })
    .getByRole('button', { name: 'Export this school' })
  // A whole export only as a POST from this site's page: never a GET, never from another site.
  expect((await page.request.get('/cms-api/backups/school-export?code=JRSBKL')).ok()).toBe(false)
  const crossSite = await page.request.post('/cms-api/backups/school-export?code=JRSBKL', {
    headers: { origin: 'https://elsewhere.example' },
  })
  expect(crossSite.status()).toBe(403)
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()])
  expect(download.suggestedFilename()).toMatch(/^school-JRSBKL-\d{8}T\d{6}Z\.tar\.gz$/)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-download-'))
  try {
    const exported = path.join(dir, download.suggestedFilename())
    await download.saveAs(exported)
    const started = Date.now()
    // The same school again: its code is here, so nothing is imported.
    await page.locator('[data-school-import-file]').setInputFiles(exported)
    await page.getByRole('button', { name: 'Import a school' }).click()
    const status = page.locator('[data-school-import-status]')
    await expect(status).toContainText('A school with the code JRSBKL is on this installation already', {
      timeout: 60_000,
    })

    const other = path.join(dir, 'other.tar.gz')
    await asAnotherSchool(exported, other, moved)
    await page.locator('[data-school-import-file]').setInputFiles(other)
    await page.getByRole('button', { name: 'Import a school' }).click()
    await expect(status).toContainText(`Imported ${moved.name} (${moved.code}) on ${moved.domain}`, {
      timeout: 120_000,
    })
    console.log(`export and import through the admin: ${Date.now() - started} ms`)
    if (SHOTS) {
      await page.screenshot({ path: path.join(SHOTS, 'admin-school-import-1280.png'), fullPage: true })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: path.join(SHOTS, 'admin-school-import-390.png'), fullPage: true })
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }

  // The imported school's site, by its domain: its name, its pages and news as exported.
  const port = new URL(page.url()).port
  const home = await getWithHost(port, moved.domain, '/')
  expect(home.status).toBe(200)
  expect(home.body).toContain(moved.name)
  const about = await getWithHost(port, moved.domain, '/AboutUs')
  expect(about.status).toBe(200)
  expect(about.body).toContain(moved.name)
  expect(about.body).toContain('About Us')
})
