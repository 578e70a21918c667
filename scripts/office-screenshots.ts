/**
 * Retakes the screenshots of docs/office-guide.md: starts a throw-away installation on the
 * current build (sample content, a school admin of JRSBKL, two contact messages in the inbox), signs
 * in as that school admin in Debian's Chromium at 1280 px, and writes one picture per screen the
 * guide shows into docs/office-guide/. Run after a change to the admin: `npm run docs:screenshots`.
 */
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { chromium, type Page } from 'playwright-core'

import { startServer } from '../tests/e2e/helpers/server'
import { PTM_SLUG, PTM_TIMES, ptmForm } from '../tests/helpers/ptm-form'

const OUT = path.resolve(import.meta.dirname, '../docs/office-guide')
const PLATFORM = { email: 'platform@example.org', password: 'Screenshots-platform-31' }
const ALERT_MESSAGE = 'School is closed today because of heavy rain. Classes resume on Monday.'
/** The month the guide's calendar picture shows (publishCalendar fills it). */
const CALENDAR_MONTH = '2026-12'
const OFFICE = { email: 'office@example.org', password: 'Screenshots-office-31', name: 'Mini Thomas' }

// With a DATA_KEY, as a real installation has one: the dashboard then shows no warning about it.
// SERVER_URL, as a real installation has one: the WhatsApp messages then carry the page's address.
const server = await startServer(
  {
    ADMIN_EMAIL: PLATFORM.email,
    ADMIN_PASSWORD: PLATFORM.password,
    DATA_KEY: randomBytes(32).toString('hex'),
  },
  { serverUrl: true },
)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  const { school, newsId, draftId, messageId } = await prepareOffice(server.baseURL)
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 }, timezoneId: 'Asia/Kolkata' })
  const at = (route: string) => page.goto(server.baseURL + route, { waitUntil: 'networkidle' })
  const shot = async (name: string, fullPage = false) => {
    // Payload's toasts and the page's transitions settle before the picture.
    await page.waitForTimeout(400)
    await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage })
    console.log(path.join('docs/office-guide', `${name}.png`))
  }

  await at('/admin/login')
  await shot('sign-in')
  await page.locator('#field-email').fill(OFFICE.email)
  await page.locator('#field-password').fill(OFFICE.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
  await page.waitForLoadState('networkidle')
  await shot('dashboard', true)

  // The set-up of two-factor sign-in, as the account page's link opens it.
  await at('/admin/second-factor?set-up')
  await shot('second-factor', true)

  // Translate, and a record opened from it: its Malayalam form with the English under each text.
  await at('/admin/translate')
  await shot('translate')
  await page.locator('[data-translate^="news/"]').first().click()
  await page.getByTestId('english-beside').first().waitFor()
  await shot('translate-form')

  await at('/admin/collections/news/create')
  await shot('news-new')
  await at(`/admin/collections/news/${draftId}`)
  await page.locator('#action-save-popup button').first().click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish__scheduler')
  // The radio's styled circle lies over the input itself.
  await drawer.getByRole('radio', { name: 'Publish', exact: true }).check({ force: true })
  await shot('schedule-publish')

  await at(`/admin/collections/news/${newsId}`)
  await page.locator('#live-preview-toggler').click()
  await page.frameLocator('#live-preview-iframe').locator('h1').first().waitFor()
  await shot('live-preview')

  // Screens shown as they open, with what the guide needs done on them first.
  const session = await openSession(server.baseURL, school)
  const screens: [name: string, route: string, then?: () => Promise<unknown>][] = [
    ['alert-new', '/admin/collections/alerts/create', () => fillAlert(page)],
    ['circular-new', '/admin/collections/circulars/create', () => fillCircular(page)],
    ['date-picker', '/admin/collections/events/create', () => typeDate(page)],
    ['calendar-entry', '/admin/collections/events/create', () => fillCalendarEntry(page)],
    ['calendar-import', '/admin/calendar-import', () => previewImport(page)],
    ['calendar-import-ics', '/admin/calendar-import', () => previewCalendarFile(page)],
    ['gallery-new', '/admin/collections/gallery/create'],
    ['pages', '/admin/collections/pages'],
    ['own-page-new', '/admin/collections/custom-pages/create', () => fillOwnPage(page)],
    ['disclosure', '/admin/collections/disclosures'],
    [
      'menus',
      `/admin/collections/schools/${school}`,
      () => page.getByRole('button', { name: 'Menus', exact: true }).click(),
    ],
    ['admission-session', `/admin/collections/admission-sessions/${session}`],
    [
      'admission-times',
      `/admin/collections/admission-sessions/${session}`,
      () => page.getByRole('button', { name: 'Interaction times', exact: true }).click(),
    ],
    ['inbox', '/admin/collections/contact-messages'],
    ['inbox-message', `/admin/collections/contact-messages/${messageId}`],
    ['tc-new', '/admin/collections/transfer-certificates/create'],
    ['person-data', '/admin/person-data', () => findPerson(page)],
    ['share-whatsapp', '/admin/collections/circulars', () => showShareMessage(page)],
  ]
  for (const [name, route, then] of screens) {
    await at(route)
    await then?.()
    await shot(name)
  }

  // The alert as parents see it, on a phone (a visitor's browser: no staff session, no preview).
  await publishAlert(server.baseURL, school)
  const phone = await browser.newPage({ viewport: { width: 360, height: 640 }, timezoneId: 'Asia/Kolkata' })

  // A form of the school's own: the PTM booking as built, two parents booking through its page, its replies.
  const formId = await publishPtmForm(server.baseURL, school)
  for (const [parent, mobile, time] of [
    ['Asha Mathew', '98470 12345', PTM_TIMES[0]],
    ['Biju Joseph', '94470 67890', PTM_TIMES[2]],
  ]) {
    await phone.goto(`${server.baseURL}/forms/${PTM_SLUG}`, { waitUntil: 'networkidle' })
    await phone.getByLabel('Parent’s name').fill(parent)
    await phone.getByLabel('Mobile number').fill(mobile)
    await phone.getByRole('radio', { name: time }).check()
    await phone.getByRole('checkbox', { name: 'I will come on time.' }).check()
    await phone.getByRole('button', { name: 'Submit' }).click()
    await phone.getByRole('status').filter({ hasText: 'booked' }).waitFor()
  }
  await at(`/admin/collections/forms/${formId}`)
  await shot('form-build')
  await at(`/admin/collections/form-submissions?${new URLSearchParams({ 'where[form][equals]': String(formId) })}`)
  await shot('form-replies')

  await phone.goto(server.baseURL + '/AboutUs', { waitUntil: 'networkidle' })
  await phone.screenshot({ path: path.join(OUT, 'alert-on-site.png') })
  console.log(path.join('docs/office-guide', 'alert-on-site.png'))
  // A class's parents looking for theirs: the sample circulars filtered for class IX.
  await phone.goto(server.baseURL + '/Circulars?class=IX', { waitUntil: 'networkidle' })
  // From the page's heading down: the filters and the first circulars, past the header.
  const top = await phone.locator('h1').boundingBox()
  await phone.screenshot({
    path: path.join(OUT, 'circulars-on-site.png'),
    fullPage: true,
    clip: { x: 0, y: Math.max(0, (top?.y ?? 0) - 60), width: 360, height: 900 },
  })
  console.log(path.join('docs/office-guide', 'circulars-on-site.png'))
  // The school calendar of the month, on a phone: the days that have something, in words.
  await publishCalendar(server.baseURL, school)
  await phone.goto(server.baseURL + `/Calendar?month=${CALENDAR_MONTH}`, { waitUntil: 'networkidle' })
  const heading = await phone.locator('.calendar-print h2').boundingBox()
  await phone.screenshot({
    path: path.join(OUT, 'calendar-on-site.png'),
    fullPage: true,
    clip: { x: 0, y: Math.max(0, (heading?.y ?? 0) - 20), width: 360, height: 900 },
  })
  console.log(path.join('docs/office-guide', 'calendar-on-site.png'))
} finally {
  await browser.close()
  await server.stop()
}

/** The school admin, and something in the inbox to show: as an office finds it on a weekday. */
async function prepareOffice(base: string) {
  const json = async (res: Response) => {
    if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  const login = await json(
    await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(PLATFORM),
    }),
  )
  const api = { Authorization: `JWT ${login.token}`, 'Content-Type': 'application/json' }
  const schools = await json(await fetch(`${base}/cms-api/schools?where[code][equals]=JRSBKL`, { headers: api }))
  const school = schools.docs[0].id as number
  await json(
    await fetch(`${base}/cms-api/users`, {
      method: 'POST',
      headers: api,
      body: JSON.stringify({ ...OFFICE, role: 'school-admin', school }),
    }),
  )
  const messages = [
    {
      name: 'Anil Varghese',
      email: 'anil.varghese@example.org',
      phone: '+91 98470 12345',
      subject: 'Bus route to Kottayam',
      message: 'Does the school bus stop at Kottayam town?',
    },
    // Sent from the Malayalam site, as a grandparent would: the inbox shows it was.
    {
      lang: 'ml',
      name: 'ഏലിയാമ്മ ജോസഫ്',
      email: 'eliyamma.joseph@example.org',
      phone: '+91 94470 67890',
      subject: 'രണ്ടാം ഗഡു ഫീസ്',
      message: 'രണ്ടാം ഗഡു ഫീസ് എന്നുവരെ അടയ്ക്കാം?',
    },
  ]
  for (const { lang, ...message } of messages)
    await json(
      await fetch(`${base}/api/form/JRSBKL/contact${lang ? `?lang=${lang}` : ''}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...message, submissionKey: crypto.randomUUID() }),
      }),
    )
  // The first message, opened as the guide shows one.
  const sent = await json(
    await fetch(`${base}/cms-api/contact-messages?where[email][equals]=${messages[0].email}&depth=0`, { headers: api }),
  )
  const news = await json(await fetch(`${base}/cms-api/news?limit=1&sort=-fromDate`, { headers: api }))
  const draft = await json(
    await fetch(`${base}/cms-api/news?draft=true`, {
      method: 'POST',
      headers: api,
      body: JSON.stringify({
        title: 'Sports Day results',
        description: 'Results of the races, the relays and the march past, house by house.',
        fromDate: new Date().toISOString(),
        school,
        _status: 'draft',
      }),
    }),
  )
  return {
    school,
    newsId: news.docs[0].id as number,
    draftId: draft.doc.id as number,
    messageId: sent.docs[0].id as number,
  }
}

/** Typing before React has taken the form's title over is lost. */
function titleReady(page: Page) {
  return page.waitForFunction(() => {
    const title = document.querySelector('#field-title')
    return !!title && Object.keys(title).some((key) => key.startsWith('__reactProps$'))
  })
}

async function fillAlert(page: Page) {
  await page.locator('#field-message').fill(ALERT_MESSAGE)
  await page.locator('#field-holiday').check()
}

/** "Every second Saturday", as the office makes it: a holiday that repeats on a month's weekday. */
async function fillCalendarEntry(page: Page) {
  await titleReady(page)
  await page.locator('#field-title').fill('Second Saturday holiday')
  await page.locator('#field-date input').fill('12/12/2026')
  await page.locator('#field-category').click()
  await page.getByRole('option', { name: 'Holiday', exact: true }).click()
  await page.locator('.repeats-field select').first().selectOption('monthly')
  await page.locator('.repeats-field__until input').fill('31/03/2027')
  await page.locator('#field-venue').click()
  await page.locator('.repeats-field').scrollIntoViewIfNeeded()
}

/** A year's spreadsheet with a typing mistake, previewed: what would be added, and the row refused. */
async function previewImport(page: Page) {
  const rows = [
    'date,end date,title,category,classes',
    '12/06/2027,,Second Saturday,Holiday,',
    '23/08/2027,01/09/2027,Onam holidays,Holiday,',
    '31/09/2027,,Sports day,Sports,',
    '06/12/2027,15/12/2027,Half-yearly examinations,Exam,V-X',
    '18/12/2027,,PTM,PTM,"I, II, III, IV"',
  ]
  const choose = page.getByLabel('Spreadsheet')
  await choose.setInputFiles({
    name: 'calendar-2027-28.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.join('\n')),
  })
  await page.getByRole('button', { name: 'Preview the file' }).click()
  await page.getByTestId('import-preview').waitFor()
}

/** A Google calendar's export previewed: a weekly meeting with its times and a skipped day, a holiday, an hourly rule refused. */
async function previewCalendarFile(page: Page) {
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'BEGIN:VEVENT',
    'UID:staff-meeting@google.com',
    'SUMMARY:Staff meeting',
    'DTSTART:20270106T103000Z',
    'DTEND:20270106T113000Z',
    'RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20270331T103000Z',
    'EXDATE:20270127T103000Z',
    'LOCATION:Staff room',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:republic-day@google.com',
    'SUMMARY:Republic Day',
    'CATEGORIES:Holiday',
    'DTSTART;VALUE=DATE:20270126',
    'DTEND;VALUE=DATE:20270127',
    'END:VEVENT',
    'BEGIN:VEVENT',
    'UID:bell@google.com',
    'SUMMARY:Period bell',
    'DTSTART:20270106T033000Z',
    'RRULE:FREQ=HOURLY',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  const choose = page.getByLabel('Spreadsheet or calendar file')
  await choose.setInputFiles({ name: 'school.ics', mimeType: 'text/calendar', buffer: Buffer.from(ics.join('\r\n')) })
  await page.getByRole('button', { name: 'Preview the file' }).click()
  await page.getByTestId('import-preview').waitFor()
}

/** A day typed as the office writes it, 5 December, with the calendar open on it. */
async function typeDate(page: Page) {
  await page.locator('#field-title').fill('Annual sports day')
  const date = page.locator('#field-date input')
  await date.fill('05/12/2026')
  await page.locator('#field-venue').click()
  await date.click()
  await page.locator('.react-datepicker').waitFor()
}

/** The start of a Hostel page: title, address, section and a first block of text. */
async function fillOwnPage(page: Page) {
  await titleReady(page)
  await page.locator('#field-title').fill('Hostel')
  await page.locator('#field-slug').fill('hostel')
  // Typed and chosen with Enter: "About" is also an option of "Add to the menu under"'s select.
  await page.locator('#field-section').click()
  await page.keyboard.type('About')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Add Block' }).click()
  await page.getByRole('button', { name: 'Text', exact: true }).click()
  await page.locator('[data-lexical-editor="true"]').last().click()
  await page.keyboard.type('Our hostel houses 120 students in rooms of four, with a warden on each floor.')
}

/** A published sample circular, scrolled to its sidebar's WhatsApp messages. */
async function showShareMessage(page: Page) {
  await page.locator('.table tbody tr a').first().click()
  await page.locator('.share-message').scrollIntoViewIfNeeded()
}

async function fillCircular(page: Page) {
  await titleReady(page)
  await page.locator('#field-title').fill('Class XI admission: documents to bring')
  await page.locator('#field-number').fill('JRS/2026/052')
  await page.locator('#field-category').click()
  await page.getByRole('option', { name: 'Admission', exact: true }).click()
  await page.locator('#field-classes').click()
  await page.getByRole('option', { name: 'XI', exact: true }).click()
  await page.keyboard.press('Escape')
}

/** The school admin's API token, as its sign-in gives it. */
async function officeToken(base: string): Promise<string> {
  const login = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: OFFICE.email, password: OFFICE.password }),
  })
  return (await login.json()).token
}

/** The PTM booking of the guide's pictures (tests/helpers/ptm-form.ts), closing the day before the meeting. */
async function publishPtmForm(base: string, school: number): Promise<number> {
  const token = await officeToken(base)
  const saved = await fetch(`${base}/cms-api/forms?locale=en`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(ptmForm(school, { closesAt: new Date('2026-12-11T18:00:00+05:30').toISOString() })),
  })
  if (!saved.ok) throw new Error(`form: ${saved.status} ${await saved.text()}`)
  return (await saved.json()).doc.id
}

/** The 2026-27 session of the guide's pictures: Class I and Class III open, with seats, days and Class I's age rule, and three interaction times. */
async function openSession(base: string, school: number): Promise<number> {
  const token = await officeToken(base)
  const day = (d: string) => new Date(`${d}T00:00:00+05:30`).toISOString()
  const saved = await fetch(`${base}/cms-api/admission-sessions`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      school,
      year: '2026-27',
      classes: [
        {
          class: 'I',
          open: true,
          seats: 40,
          minAge: 5,
          maxAge: 6,
          ageOn: day('2026-03-31'),
          closesAt: day('2027-01-31'),
        },
        { class: 'III', open: true, seats: 4, opensAt: day('2026-12-01'), closesAt: day('2027-01-31') },
      ],
      interactionTimes: [
        { at: '2027-02-06T04:30:00.000Z', where: 'Principal’s office', places: 8 },
        { at: '2027-02-06T08:30:00.000Z', where: 'Principal’s office', places: 8 },
        { at: '2027-02-07T04:30:00.000Z', where: 'Library, with the class teacher', places: 6 },
      ],
    }),
  })
  if (!saved.ok) throw new Error(`session: ${saved.status} ${await saved.text()}`)
  return (await saved.json()).doc.id
}

/** The alert the guide's phone picture shows, published as a school admin's Publish changes does. */
async function publishAlert(base: string, school: number) {
  const token = await officeToken(base)
  const saved = await fetch(`${base}/cms-api/alerts`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      school,
      message: ALERT_MESSAGE,
      endsAt: new Date(Date.now() + 60 * 60_000).toISOString(),
      _status: 'published',
    }),
  })
  if (!saved.ok) throw new Error(`alert: ${saved.status} ${await saved.text()}`)
}

/** A month of the school calendar, as an office would have entered it. */
async function publishCalendar(base: string, school: number) {
  const token = await officeToken(base)
  const day = (d: string) => new Date(`${d}T00:00:00+05:30`).toISOString()
  const entries = [
    { title: 'Second Saturday', category: 'holiday', date: day('2026-06-13'), recurrence: 'FREQ=MONTHLY;BYDAY=2SA' },
    { title: 'Half-yearly examinations', category: 'exam', date: day('2026-12-07'), endDate: day('2026-12-11') },
    {
      title: 'PTM for classes I to IV',
      category: 'ptm',
      date: day('2026-12-19'),
      allDay: false,
      startTime: '10:00',
      endTime: '12:30',
      classes: ['I', 'II', 'III', 'IV'],
    },
    { title: 'Christmas holidays', category: 'holiday', date: day('2026-12-24'), endDate: day('2027-01-01') },
  ]
  for (const entry of entries) {
    const saved = await fetch(`${base}/cms-api/events`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ school, _status: 'published', ...entry }),
    })
    if (!saved.ok) throw new Error(`calendar: ${saved.status} ${await saved.text()}`)
  }
}

async function findPerson(page: Page) {
  await page.locator('#person-email').fill('anil.varghese@example.org')
  await page.locator('form button[type="submit"]').first().click()
  await page.getByText('Bus route to Kottayam').first().waitFor()
}
