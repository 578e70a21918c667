import { expect, test } from './helpers/test'

import { SITE_ROUTES, type SiteRoute } from '../../src/lib/site/routes'

import { adminApi, expectNoAxeViolations, titleOf } from './helpers/site'
import { SCHOOL_UNDER_TEST } from './helpers/school-under-test'

/** Each informational route of SPEC §2 with facts that must appear on it. */
const ROUTES: [SiteRoute, string[]][] = [
  ['AboutUs', ['1908', 'co-educational']],
  ['VisionMission', ['Vision', 'Mission']],
  ['TrustMembers', ['Chairman']],
  ['PrincipalMessage', ['Dear parents and students']],
  ['Faculties', ['Sr.Principal', 'Sp.Educator', 'Wellness Tr', 'PET']],
  ['CabinetLeaders', ['student cabinet']],
  ['Admission', ['Class 1 for the academic year 2025-26 is closed', 'classes 2 to 7 will be announced in April']],
  ['AtalTinkeringLab', ['12 March 2019', 'classes 6 to 9', 'Robotics', 'Electronics', 'Coding', 'Innovation']],
  ['BasketballCourt', ['covered basketball court', 'coaching', 'intra-school tournaments']],
  [
    'CoCurricularActivities',
    [
      'Skating',
      'Jiu-jitsu',
      'Karate',
      'Art and craft',
      'Abacus',
      'Chess',
      'Guitar',
      'Violin',
      'Keyboard',
      'Classical music',
      'Dance',
      'Band',
    ],
  ],
  ['ComputerLab', ['42 computers', '1:1']],
  ['PlayGround', ['playground']],
  ['ScienceLab', ['Physics', 'Chemistry', 'Biology']],
  [
    'Academics',
    [
      'English medium',
      'Hindi',
      'Malayalam',
      'Mathematics',
      'Environmental Studies',
      'Social Science',
      'Information Technology',
      'Communicative English',
      'General Knowledge',
      'Moral Science',
    ],
  ],
  ['Fee', ['fee']],
  ['MandatoryDisclosure', ['9144', 'SARAS land correction', '1:1.5']],
  ['ErpSoftware', [SCHOOL_UNDER_TEST.code]],
  ['Pphelp', ['4 to 24 hours']],
  // What the law asks every site to lead to (issue 55): the platform's statements with the school's facts.
  [
    'AccessibilityStatement',
    ['WCAG) 2.2 at level AA', 'GIGW) 3.0', 'How it was tested', 'Known limitations', 'Report an accessibility problem'],
  ],
  [
    'WebsitePolicies',
    ['Admission registration', 'Copyright', 'Links to and from this site', 'Terms of use', 'within 30 days'],
  ],
]

for (const [route, facts] of ROUTES) {
  test(`/${route} shows its title, breadcrumb and SPEC facts`, async ({ page }) => {
    const response = await page.goto(`/${route}`)
    expect(response?.status()).toBe(200)
    const { title, section } = SITE_ROUTES[route]
    const heading = route === 'MandatoryDisclosure' ? 'Mandatory Public Disclosure' : title
    await expect(page).toHaveTitle(titleOf(route === 'MandatoryDisclosure' ? title : heading))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs).toHaveText(section ? `Home›${section}›${heading}` : `Home›${heading}`)
    const main = page.locator('main')
    for (const fact of facts) await expect(main).toContainText(fact, { ignoreCase: true })
    // Every page leads to the grievance officer, the accessibility statement and the website policies.
    const footer = page.locator('footer')
    await expect(footer).toContainText('Grievance officer for personal data: Principal')
    await expect(footer.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute(
      'href',
      '/AccessibilityStatement',
    )
    await expect(footer.getByRole('link', { name: 'Website policies' })).toHaveAttribute('href', '/WebsitePolicies')
  })
}

test('/TrustMembers lists the 6 members under SPEC columns', async ({ page }) => {
  await page.goto('/TrustMembers')
  const headers = await page.locator('main th').allInnerTexts()
  expect(headers).toEqual(['S NO', 'NAME', 'DESIGNATION', 'AGE', 'PHONE NO'])
  await expect(page.locator('main tbody tr')).toHaveCount(6)
})

test('/Faculties lists 46 rows with DOJ as dd-mm-yyyy', async ({ page }) => {
  await page.goto('/Faculties')
  expect(await page.locator('main th').allInnerTexts()).toEqual([
    'Sl.No',
    "Teacher's Name",
    'Qualification',
    'Designation',
    'DOJ',
  ])
  await expect(page.locator('main tbody tr')).toHaveCount(46)
  const doj = await page.locator('main tbody tr td:nth-child(5)').allInnerTexts()
  expect(doj.every((d) => /^\d{2}-\d{2}-\d{4}$/.test(d))).toBe(true)
})

test('/MandatoryDisclosure has every table, the XII result and VIEW links that open PDFs', async ({
  page,
  request,
}) => {
  await page.goto('/MandatoryDisclosure')
  for (const h of [
    'A: General information',
    'B: Documents and information',
    'C: Result and academics',
    'Result: Class XII',
    'D: Staff (teaching)',
    'E: School infrastructure',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible()
  }
  const result = page.locator('#results ~ div tbody tr').first()
  await expect(result.locator('td')).toHaveText(['1', '2025', '30', '30', '100 %', '100 %'])
  const views = page.getByRole('link', { name: /^VIEW/ })
  await expect(views).toHaveCount(19)
  const href = await views.first().getAttribute('href')
  const pdf = await request.get(href!)
  expect(pdf.headers()['content-type']).toContain('application/pdf')
  for (const figure of ['35 classrooms', '2 labs', '25', '21', '49', '17', '23']) {
    await expect(page.locator('main')).toContainText(figure)
  }
})

test('a mistyped case is redirected to the SPEC route', async ({ page }) => {
  const response = await page.goto('/aboutus')
  expect(page.url()).toMatch(/\/AboutUs$/)
  expect(response?.status()).toBe(200)
})

test('an unknown address gets the styled 404 page', async ({ page }) => {
  const response = await page.goto('/NoSuchPage')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found')
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible()
})

test('the header and footer carry the shared SPEC items', async ({ page }) => {
  await page.goto('/AboutUs')
  const header = page.locator('header')
  await expect(header.getByRole('link', { name: /Parent Portal/ })).toHaveAttribute(
    'href',
    SCHOOL_UNDER_TEST.parentPortalUrl,
  )
  await expect(header.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/Career')
  await expect(header.getByRole('link', { name: /98765 43210/ })).toHaveAttribute('href', 'tel:+919876543210')
  const footer = page.locator('footer')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${SCHOOL_UNDER_TEST.name}`)
  await expect(footer).toContainText(SCHOOL_UNDER_TEST.code)
  await expect(footer.getByRole('link', { name: 'Parent (Help?)' })).toHaveAttribute('href', '/Pphelp')
  // The map is another site's application: it loads when the visitor asks for it
  // (components/MapOnRequest.tsx), and keyboard focus goes to it.
  await expect(page.locator('iframe')).toHaveCount(0)
  await footer.getByRole('button', { name: 'Show the map' }).click()
  await expect(footer.locator('iframe')).toBeFocused()
  await expect(footer.locator('iframe')).toHaveAttribute('title', `Map showing ${SCHOOL_UNDER_TEST.name}`)
  await expect(footer.locator('iframe')).toHaveAttribute('loading', 'lazy')
})

test('the dropdown menus work with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/AboutUs')
  const about = page.getByRole('button', { name: 'About' })
  await about.focus()
  await page.keyboard.press('Enter')
  await expect(about).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('link', { name: 'About Us' }).first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(about).toHaveAttribute('aria-expanded', 'false')
  await expect(about).toBeFocused()
})

test('under 768 px the menu folds behind a Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/AboutUs')
  const facultiesLink = page.getByRole('link', { name: 'Faculties' })
  await expect(facultiesLink).toBeHidden()
  const menu = page.getByRole('button', { name: 'Menu' })
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('button', { name: 'About' }).click()
  await facultiesLink.click()
  await expect(page).toHaveURL(/\/Faculties$/)
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
})

test('the highlights marquee stands still for visitors who ask for reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto('/AboutUs')
  const track = page.getByTestId('highlights').locator('[aria-hidden="true"]').first()
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  await context.close()
})

test('a page edited in the admin shows the change within seconds', async ({ page, request }) => {
  const headers = await adminApi(request)
  const found = await request.get('/cms-api/pages?where[route][equals]=Fee&limit=1', { headers })
  const fee = (await found.json()).docs[0]
  await page.goto('/Fee')
  const marker = `Fee notice ${Date.now()}`
  const saved = await request.patch(`/cms-api/pages/${fee.id}`, { headers, data: { title: marker } })
  expect(saved.ok()).toBe(true)
  try {
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(marker, { timeout: 500 })
    }).toPass({ timeout: 10_000 })
  } finally {
    await request.patch(`/cms-api/pages/${fee.id}`, { headers, data: { title: fee.title } })
  }
})

for (const width of [360, 1280]) {
  test(`no WCAG 2.2 AA violations on the informational pages at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 900 })
    for (const [route] of ROUTES) {
      await page.goto(`/${route}`)
      await expectNoAxeViolations(page)
    }
    await page.goto('/AboutUs')
    if (width < 768) await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('button', { name: 'About' }).click()
    await expectNoAxeViolations(page)
  })
}
