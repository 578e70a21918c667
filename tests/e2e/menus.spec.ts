import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './helpers/test'

import { MENU_LINK_MESSAGE, missingPageMessage } from '../../src/lib/site/menu-links'
import { ENTRY_LINK_OR_ITEMS, ENTRY_NEEDS_LINK } from '../../src/fields/menu'
import { specFooterLinks, specMenu } from '../../src/lib/site/menu'
import { ensureStaff, signIn, type StaffAccount } from './helpers/office'
import { ensureSchool } from './helpers/schools'
import { adminApi, changeAdminForm, expectNoAxeViolations, hydrated } from './helpers/site'

/**
 * Issue 29's menus as data: the header's menu (the phone's too) and the footer's quick links are
 * the school record's `menu` and `footerLinks`, SPEC §2's until the office changes them, for that
 * school's host only; a link to no page is refused by the entry's name. School C is a school of
 * its own at school-c.example (Chromium resolves the name to this machine); JRSBKL answers the
 * tests' usual address.
 */
const C = 'school-c.example'
const C_CODE = 'MENUC'
const port = Number(process.env.E2E_PORT || 3210)
const OFFICE_C: StaffAccount = { email: 'menu-office@example.org', name: 'Anna Joseph', role: 'school-admin' }

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      `--host-resolver-rules=MAP ${C} 127.0.0.1`,
    ],
  },
})

const at = (path: string) => `http://${C}:${port}${path}`

type Row = { id?: string; label?: string; link?: string | null; items?: Row[] }

let headers: Record<string, string>
let schoolC: number

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  headers = await adminApi(request)
  schoolC = await ensureSchool(request, headers, C_CODE)
  const saved = await request.patch(`/cms-api/schools/${schoolC}`, { headers, data: { domains: [C] } })
  expect(saved.ok(), await saved.text()).toBe(true)
  await ensureStaff(request, headers, OFFICE_C, schoolC)
})

const menusOf = async (request: APIRequestContext, locale = 'en') => {
  const res = await request.get(`/cms-api/schools/${schoolC}?depth=0&locale=${locale}`, { headers })
  const school = await res.json()
  return { menu: school.menu as Row[], footerLinks: school.footerLinks as Row[] }
}

const saveMenus = (request: APIRequestContext, data: { menu?: Row[]; footerLinks?: Row[] }) =>
  request.patch(`/cms-api/schools/${schoolC}`, { headers, data })

/** The main menu's entries as a visitor finds them, dropdowns opened one by one. */
async function visibleMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: /Main|പ്രധാന/ })
  const entries: { label: string; href?: string; lang?: string | null; children?: string[] }[] = []
  // The last item is the search box, not an entry of the menu.
  const items = nav.locator(':scope > div > ul > li:not([data-search])')
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i)
    const button = item.locator(':scope > button')
    if (await button.count()) {
      await button.click()
      const children = await item.locator('ul a').allTextContents()
      entries.push({ label: (await button.textContent())!.trim(), lang: await button.getAttribute('lang'), children })
      await button.click()
    } else {
      const link = item.locator(':scope > a')
      entries.push({
        label: (await link.textContent())!.trim(),
        href: (await link.getAttribute('href'))!,
        lang: await link.getAttribute('lang'),
      })
    }
  }
  return entries
}

test("a school starts with SPEC's menus", async ({ request }) => {
  const strip = (rows: Row[]): unknown =>
    rows.map(({ label, link, items }) => ({
      label,
      ...(link ? { link } : {}),
      ...(items?.length ? { items: strip(items) } : {}),
    }))
  const { menu, footerLinks } = await menusOf(request)
  expect(strip(menu)).toEqual(specMenu('en'))
  expect(strip(footerLinks)).toEqual(specFooterLinks('en'))
})

test('the menu edited through REST changes the header and the phone menu on its school’s host only', async ({
  page,
  request,
}) => {
  const { menu, footerLinks } = await menusOf(request)
  const about = menu.find((entry) => entry.label === 'About')!
  const news = menu.find((entry) => entry.label === 'News')!
  const edited: Row[] = [
    ...menu
      .filter((entry) => entry !== news)
      .map((entry) =>
        entry === about
          ? {
              ...about,
              label: 'Our school',
              // A page named without its slash, in any case, is stored as the site writes it.
              items: [
                ...about.items!.filter((item) => item.link !== '/TrustMembers'),
                { label: 'Circulars', link: 'circulars' },
              ],
            }
          : entry,
      ),
    // News moves to the end, and a page of another site joins.
    news,
    { label: 'Hostel life', link: 'https://hostel.example.org/life' },
  ]
  const saved = await saveMenus(request, {
    menu: edited,
    footerLinks: [...footerLinks, { label: 'Circulars', link: '/Circulars' }],
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const stored = (await saved.json()).doc.menu as Row[]
  expect(stored.find((entry) => entry.label === 'Our school')!.items!.at(-1)!.link).toBe('/Circulars')

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(at('/AboutUs'))
    if (width === 360) {
      await hydrated(page.getByRole('button', { name: 'Menu', exact: true }))
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
    } else await hydrated(page.getByRole('button', { name: 'Our school' }))
    const shown = await visibleMenu(page)
    expect(
      shown.map((entry) => entry.label),
      `${width} px`,
    ).toEqual([
      'Home',
      'Our school',
      'Facilities',
      'Academics',
      'Gallery',
      'Events',
      'Contact Us',
      'News',
      'Hostel life',
    ])
    const ours = shown.find((entry) => entry.label === 'Our school')!
    expect(ours.children).toContain('Circulars')
    expect(ours.children).not.toContain('Trust Members')
    expect(shown.at(-1)!.href).toBe('https://hostel.example.org/life')
  }
  await expect(page.locator('footer').getByRole('link', { name: 'Circulars' })).toHaveAttribute('href', '/Circulars')

  // Malayalam: SPEC's entries keep their Malayalam; the new words show in English, marked so.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(at('/ml/AboutUs'))
  await hydrated(page.getByRole('button', { name: 'Our school' }))
  const malayalam = await visibleMenu(page)
  expect(malayalam.find((entry) => entry.href === '/ml/Events')?.label).toBe('പരിപാടികൾ')
  expect(malayalam.find((entry) => entry.label === 'Our school')?.lang).toBe('en')
  expect(malayalam.find((entry) => entry.label === 'Our school')?.children).toContain('ഞങ്ങളെക്കുറിച്ച്')

  // The other school's pages keep SPEC's menu.
  await page.goto('/AboutUs')
  await hydrated(page.getByRole('button', { name: 'About', exact: true }))
  const other = await visibleMenu(page)
  expect(other.map((entry) => entry.label)).toEqual(specMenu('en').map((entry) => entry.label))
})

test('the office’s Malayalam words stay when the menu is edited in English', async ({ page, request }) => {
  const { menu } = await menusOf(request)
  const events = menu.find((entry) => entry.link === '/Events')!
  const OWN = 'സ്കൂൾ പരിപാടികൾ'
  // The Malayalam of one entry, as the office writes it with മലയാളം chosen: the other rows go
  // without a label, so theirs stay unwritten; the school's required texts come along.
  const unlabelled = (rows: Row[]): Row[] =>
    rows.map(({ id, link, items }) => ({ id, link, items: items && unlabelled(items) }))
  const school = await (await request.get(`/cms-api/schools/${schoolC}?depth=0`, { headers })).json()
  const written = await request.patch(`/cms-api/schools/${schoolC}?locale=ml`, {
    headers,
    data: {
      name: school.name,
      town: school.town,
      address: school.address,
      menu: unlabelled(menu).map((entry) => (entry.id === events.id ? { ...entry, label: OWN } : entry)),
    },
  })
  expect(written.ok(), await written.text()).toBe(true)
  const saved = await saveMenus(request, { menu: [...menu].reverse() })
  expect(saved.ok(), await saved.text()).toBe(true)
  const all = (await (await request.get(`/cms-api/schools/${schoolC}?depth=0&locale=all`, { headers })).json())
    .menu as { label: Record<string, string | null>; link?: string }[]
  expect(all.find((entry) => entry.link === '/Events')!.label).toEqual({ en: 'Events', ml: OWN })
  expect(all.at(-1)!.label.en).toBe('Home')
  await page.goto(at('/ml/AboutUs'))
  await expect(page.getByRole('navigation', { name: 'പ്രധാന മെനു' }).getByRole('link', { name: OWN })).toBeVisible()
})

test('a link to no page is refused by the entry’s name, and nothing is stored', async ({ request }) => {
  const { menu, footerLinks } = await menusOf(request)
  const refused = async (data: { menu?: Row[]; footerLinks?: Row[] }, message: string) => {
    const res = await saveMenus(request, data)
    expect(res.status()).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(JSON.stringify(message).slice(1, -1))
  }
  await refused({ menu: [...menu, { label: 'Hostel', link: '/hostle' }] }, missingPageMessage('Hostel', '/hostle'))
  await refused({ menu: [...menu, { label: 'Old site', link: 'ftp://old.example.org' }] }, MENU_LINK_MESSAGE)
  await refused({ menu: [...menu, { label: 'Hostel' }] }, ENTRY_NEEDS_LINK('Hostel'))
  await refused(
    { menu: [...menu, { label: 'Hostel', link: '/AboutUs', items: [{ label: 'Rooms', link: '/Fee' }] }] },
    ENTRY_LINK_OR_ITEMS('Hostel'),
  )
  await refused(
    { footerLinks: [...footerLinks, { label: 'Bus routes', link: '/bus-routes' }] },
    missingPageMessage('Bus routes', '/bus-routes'),
  )
  expect(await menusOf(request)).toEqual({ menu, footerLinks })
})

test('the office moves an entry and meets a broken link in the admin', async ({ page, request }) => {
  test.setTimeout(120_000)
  const { menu } = await menusOf(request)
  await signIn(page, OFFICE_C)
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Change the menu' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/schools/${schoolC}$`))
  // The school opens on its Menus tab.
  const rows = page.locator('#field-menu > .array-field__draggable-rows > div')
  await expect(rows).toHaveCount(menu.length)
  // Each folded row says what it is.
  await expect(rows.first()).toContainText(`${menu[0].label}`)
  const first = menu[0].label!
  await changeAdminForm(page, async () => {
    await rows.first().locator('.array-actions__button').click()
    await page.getByRole('button', { name: 'Move Down' }).click()
  })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully.')).toBeVisible({ timeout: 15_000 })
  expect((await menusOf(request)).menu[1].label).toBe(first)
  await page.goto(at('/'))
  await hydrated(page.locator('nav a, nav button').first())
  const shown = await visibleMenu(page)
  expect(shown[1].label).toBe(first)

  // An address elsewhere that is not https: the admin names the problem and keeps the old menu.
  await page.goto(`/admin/collections/schools/${schoolC}`)
  const footerRows = page.locator('#field-footerLinks > .array-field__draggable-rows > div')
  await changeAdminForm(page, async () => {
    await footerRows
      .first()
      .locator('select[name$=".link"]')
      .selectOption({ label: 'A page elsewhere on the web (https://…)' })
    await footerRows.first().getByLabel('Address of the page elsewhere').fill('http://old.example.org')
  })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(MENU_LINK_MESSAGE).first()).toBeVisible({ timeout: 15_000 })
  expect((await menusOf(request)).footerLinks[0].link).toBe('/AboutUs')
})

test('an added page goes into the menu on publishing, and a link is chosen from the school’s pages', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const slug = `hostel-${Date.now().toString(36)}`
  await signIn(page, OFFICE_C)
  await page.goto('/admin/collections/custom-pages/create')
  await hydrated(page.locator('#field-title'))
  // The sidebar offers the top of the menu and its dropdowns, read from the school's menu.
  const place = page.getByLabel('Add to the menu under')
  await expect(place.locator('option', { hasText: 'Facilities' })).toHaveCount(1, { timeout: 30_000 })
  await changeAdminForm(page, async () => {
    await page.locator('#field-title').fill('Hostel')
    await page.locator('#field-slug').fill(slug)
    await place.selectOption({ label: 'Facilities' })
  })
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/successfully/).first()).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('In the menu as “Facilities › Hostel”.')).toBeVisible()
  const facilities = (await menusOf(request)).menu.find((entry) => entry.label === 'Facilities')!
  expect(facilities.items!.at(-1)).toMatchObject({ label: 'Hostel', link: `/${slug}` })

  // On the site, under Facilities.
  await page.goto(at('/'))
  await hydrated(page.getByRole('button', { name: 'Facilities' }))
  expect((await visibleMenu(page)).find((entry) => entry.label === 'Facilities')!.children).toContain('Hostel')

  // The footer's first quick link now leads to the new page, chosen by its name; its Malayalam
  // label is written beside the English one.
  await page.goto('/admin/menu')
  await expect(page).toHaveURL(new RegExp(`/admin/collections/schools/${schoolC}$`))
  const footerRows = page.locator('#field-footerLinks > .array-field__draggable-rows > div')
  const picker = footerRows.first().locator('select[name$=".link"]')
  // The school's published added pages come first, by their titles.
  await expect(picker.locator('optgroup').first()).toHaveAttribute('label', 'The school’s added pages', {
    timeout: 30_000,
  })
  await changeAdminForm(page, async () => {
    await picker.selectOption({ label: `Hostel (/${slug})` })
    await footerRows.first().locator('input[name$=".label"]').fill('Our hostel')
    await footerRows.first().locator('input[name$=".malayalamLabel"]').fill('ഞങ്ങളുടെ ഹോസ്റ്റൽ')
  })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully.')).toBeVisible({ timeout: 15_000 })
  await page.goto(at('/'))
  await expect(page.locator('footer').getByRole('link', { name: 'Our hostel' })).toHaveAttribute('href', `/${slug}`)
  await page.goto(at('/ml'))
  await expect(page.locator('footer').getByRole('link', { name: 'ഞങ്ങളുടെ ഹോസ്റ്റൽ' })).toHaveAttribute(
    'href',
    `/ml/${slug}`,
  )
})

for (const width of [360, 1280]) {
  test(`a page with the office's menu passes axe at ${width} px, the phone menu open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(at('/'))
    if (width === 360) {
      await hydrated(page.getByRole('button', { name: 'Menu', exact: true }))
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
    }
    await expectNoAxeViolations(page)
  })
}
