import { execFileSync } from 'node:child_process'

import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import ical, { type VEvent } from 'node-ical'
import { afterAll, describe } from 'vitest'

import { FEED_MESSAGES } from '@/lib/calendar/fetch-feed'
import { IMPORT_MESSAGES } from '@/lib/calendar/import-rows'

import { ADMIN, staffApi, withStaff } from '../e2e/helpers/office'
import { baseURL, beforeAllWithRequest, test } from './fixtures'

/**
 * The school calendar (issue 51) on the production server, as a parent's browser without
 * JavaScript reads it: /Calendar's month and list with their GET filters, and the feeds. Its
 * entries are made through the CMS API in a year of their own, and deleted after.
 */
const kerala = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString()
const made: number[] = []
let api: Record<string, string>

const ENTRIES = [
  { title: 'Cal holiday span', category: 'holiday', date: kerala('2031-03-05'), endDate: kerala('2031-03-07') },
  {
    title: 'Cal second Saturday',
    category: 'holiday',
    date: kerala('2031-01-11'),
    recurrence: 'FREQ=MONTHLY;BYDAY=2SA',
    exceptions: [{ date: kerala('2031-04-12') }],
  },
  { title: 'Cal exam for V', category: 'exam', date: kerala('2031-03-10'), classes: ['V'] },
  {
    title: 'Cal PTM for I',
    category: 'ptm',
    date: kerala('2031-03-15'),
    classes: ['I'],
    allDay: false,
    startTime: '10:00',
    endTime: '12:30',
  },
  {
    title: 'Cal weekly assembly',
    category: 'other',
    classes: ['XII'],
    date: kerala('2031-03-05'),
    allDay: false,
    startTime: '09:00',
    endTime: '09:30',
    recurrence: 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20310430',
    exceptions: [{ date: kerala('2031-03-19') }],
  },
]

beforeAllWithRequest(async ({ request }) => {
  const { school } = await withStaff(request, ADMIN)
  api = await staffApi(request, ADMIN)
  for (const entry of ENTRIES) {
    const answer = await request.post('/cms-api/events', {
      headers: api,
      data: { school, _status: 'published', ...entry },
    })
    expect(answer.ok(), await answer.text()).toBe(true)
    made.push((await answer.json()).doc.id)
  }
}, 60_000)

afterAll(async () => {
  const request = await playwrightRequest.newContext({ baseURL })
  for (const id of made) await request.delete(`/cms-api/events/${id}`, { headers: api })
  await request.dispose()
})

/** The titles in each day's cell of the month's grid, by day of the month. */
async function grid(path: string) {
  const html = await (await fetch(`${baseURL}${path}`)).text()
  const table = /<table class="calendar-grid[\s\S]*?<\/table>/.exec(html)?.[0] ?? ''
  const days = new Map<number, string[]>()
  for (const cell of table.matchAll(/<td[^>]*data-day="\d{4}-\d\d-(\d\d)"[^>]*>([\s\S]*?)<\/td>/g))
    days.set(
      Number(cell[1]),
      [...cell[2].matchAll(/>(Cal [^<]+)</g)].map((m) => m[1]),
    )
  return { html, days }
}

const daysWith = (days: Map<number, string[]>, title: string) =>
  [...days].filter(([, titles]) => titles.includes(title)).map(([day]) => day)

describe('/Calendar', () => {
  test('shows a multi-day entry on each day, a repetition on its days but not the one it skips', async () => {
    const march = await grid('/Calendar?month=2031-03')
    expect(march.days.size).toBe(31)
    expect(daysWith(march.days, 'Cal holiday span')).toEqual([5, 6, 7])
    expect(daysWith(march.days, 'Cal second Saturday')).toEqual([8])
    expect(daysWith(march.days, 'Cal PTM for I')).toEqual([15])
    // A holiday for the whole school is said in words.
    const fifth = /data-day="2031-03-05"[\s\S]*?<\/td>/.exec(march.html)?.[0]
    expect(fifth).toContain('>No school<')
    expect(daysWith((await grid('/Calendar?month=2031-04')).days, 'Cal second Saturday')).toEqual([])
    expect(daysWith((await grid('/Calendar?month=2031-05')).days, 'Cal second Saturday')).toEqual([10])
  })

  test('filters by category and class with a plain GET form', async () => {
    const html = await (await fetch(`${baseURL}/Calendar?month=2031-03`)).text()
    expect(html).toMatch(/<form[^>]*method="get"/)
    expect(html).toMatch(/<select name="category"/)
    expect(html).toMatch(/<select name="class"/)
    const exams = await grid('/Calendar?month=2031-03&category=exam')
    expect([...exams.days.values()].flat().sort()).toEqual(['Cal exam for V'])
    // A class's parents see its entries and the whole school's, not another class's.
    const classOne = [...(await grid('/Calendar?month=2031-03&class=I')).days.values()].flat()
    expect(new Set(classOne)).toEqual(new Set(['Cal holiday span', 'Cal second Saturday', 'Cal PTM for I']))
  })

  test('lists the month, a multi-day entry once with its last day, in Malayalam too', async () => {
    const list = await (await fetch(`${baseURL}/Calendar?month=2031-03&view=agenda`)).text()
    expect(list.match(/>Cal holiday span</g)).toHaveLength(1)
    expect(list).toContain('until Friday 7 March')
    expect(list).toContain('10:00 AM – 12:30 PM')
    const malayalam = await (await fetch(`${baseURL}/ml/Calendar?month=2031-03&view=agenda`)).text()
    expect(malayalam).toContain('2031 മാർച്ച്')
    expect(malayalam).toContain('പി.ടി.എ. യോഗം')
    expect(malayalam).toContain('വെള്ളിയാഴ്ച, 7 മാർച്ച് വരെ')
  })
})

describe('/calendar.ics', () => {
  test('carries each entry once, repetitions as rules, narrowed by category and class', async () => {
    const all = await (await fetch(`${baseURL}/calendar.ics`)).text()
    expect(all).toContain('BEGIN:VTIMEZONE')
    const saturday = all.split('BEGIN:VEVENT').find((e) => e.includes('SUMMARY:Cal second Saturday'))!
    expect(saturday).toContain('RRULE:FREQ=MONTHLY;BYDAY=2SA')
    expect(saturday).toContain('EXDATE;VALUE=DATE:20310412')
    const summaries = async (query: string) =>
      [...(await (await fetch(`${baseURL}/calendar.ics?${query}`)).text()).matchAll(/SUMMARY:(Cal [^\r\n]+)/g)]
        .map((m) => m[1])
        .sort()
    expect(await summaries('category=holiday')).toEqual(['Cal holiday span', 'Cal second Saturday'])
    expect(await summaries('category=exam&category=ptm')).toEqual(['Cal PTM for I', 'Cal exam for V'])
    expect(await summaries('class=V')).toEqual(['Cal exam for V', 'Cal holiday span', 'Cal second Saturday'])
    const malayalam = await (await fetch(`${baseURL}/ml/calendar.ics?category=ptm`)).text()
    expect(malayalam).toContain('CATEGORIES:പി.ടി.എ. യോഗം')
  })

  test('reads the same in node-ical and python-icalendar: rules and skipped dates intact', async () => {
    const feed = await (await fetch(`${baseURL}/calendar.ics?class=XII`)).text()
    const events = Object.values(ical.sync.parseICS(feed)).filter((c): c is VEvent => c?.type === 'VEVENT')
    const named = (title: string) => events.find((e) => e.summary === title)!
    // node-ical keeps a skipped moment under two keys (its day and its time): one date.
    const skipped = (e: VEvent) => [...new Set(Object.values(e.exdate ?? {}).map((d) => new Date(d).toISOString()))]
    expect(named('Cal second Saturday').rrule!.toString()).toContain('FREQ=MONTHLY;BYDAY=2SA')
    expect(skipped(named('Cal second Saturday')).map((d) => d.slice(0, 10))).toEqual(['2031-04-12'])
    const assembly = named('Cal weekly assembly')
    // node-ical writes the rule's parts in its own order.
    expect(
      assembly
        .rrule!.toString()
        .replace(/^[\s\S]*RRULE:/, '')
        .split(';')
        .sort(),
    ).toEqual(['BYDAY=WE', 'FREQ=WEEKLY', 'UNTIL=20310430T182959Z'])
    expect(new Date(assembly.start).toISOString()).toBe('2031-03-05T03:30:00.000Z')
    // 09:00 on 19 March in Kerala.
    expect(skipped(assembly)).toEqual(['2031-03-19T03:30:00.000Z'])

    // Debian's python3-icalendar (scripts/system-deps.sh), as a Python calendar service reads it.
    const python = `
import sys, json, icalendar
calendar = icalendar.Calendar.from_ical(sys.stdin.read())
out = {}
for event in calendar.walk('VEVENT'):
    exdate = event.get('EXDATE')
    exdates = exdate if isinstance(exdate, list) else ([exdate] if exdate else [])
    out[str(event.get('SUMMARY'))] = {
        'rrule': event['RRULE'].to_ical().decode() if 'RRULE' in event else None,
        'exdate': [d.dt.isoformat() for e in exdates for d in e.dts],
        'start': event.decoded('DTSTART').isoformat(),
    }
print(json.dumps(out))`
    const read = JSON.parse(execFileSync('/usr/bin/python3', ['-c', python], { input: feed, encoding: 'utf8' }))
    expect(read['Cal second Saturday']).toEqual({
      rrule: 'FREQ=MONTHLY;BYDAY=2SA',
      exdate: ['2031-04-12'],
      start: '2031-01-11',
    })
    expect(read['Cal weekly assembly']).toEqual({
      rrule: 'FREQ=WEEKLY;UNTIL=20310430T182959Z;BYDAY=WE',
      exdate: ['2031-03-19T09:00:00+05:30'],
      start: '2031-03-05T09:00:00+05:30',
    })
  })

  test('leaves /api/events answering SPEC’s fields alone', async ({ request }) => {
    const list = (await (await request.get('/api/events/All/JRSBKL?limit=100')).json()).data as Record<
      string,
      unknown
    >[]
    const ptm = list.find((e) => e.title === 'Cal PTM for I')!
    expect(Object.keys(ptm).sort()).toEqual([
      '_id',
      'attachments',
      'date',
      'description',
      'images',
      'time',
      'title',
      'venue',
    ])
    expect(ptm.time).toBe('10:00 AM – 12:30 PM')
  })
})

describe('home', () => {
  test('answers “Is there school tomorrow?” from a holiday on tomorrow’s date, in both languages', async ({
    request,
  }) => {
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })
    const { school } = await withStaff(request, ADMIN)
    const answer = await request.post('/cms-api/events', {
      headers: api,
      data: { school, _status: 'published', title: 'Cal rain holiday', category: 'holiday', date: kerala(tomorrow) },
    })
    expect(answer.ok(), await answer.text()).toBe(true)
    made.push((await answer.json()).doc.id)
    const said = async (path: string) =>
      /<p data-school-tomorrow="(yes|no)"[^>]*>([\s\S]*?)<\/p>/.exec(await (await fetch(`${baseURL}${path}`)).text())
    const english = await said('/')
    expect(english?.[1]).toBe('no')
    expect(english?.[2]).toContain('Cal rain holiday')
    expect((await said('/ml'))?.[2]).toContain('ക്ലാസില്ല')
  })

  test('an urgent alert marked as a holiday answers it too, and the calendar shows its day', async ({ request }) => {
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })
    const { school } = await withStaff(request, ADMIN)
    // The holiday entry made above goes first, so that the alert's is the only one.
    await request.delete(`/cms-api/events/${made.pop()}`, { headers: api })
    const alert = await request.post('/cms-api/alerts', {
      headers: api,
      data: {
        school,
        _status: 'published',
        message: 'Cal alert: closed tomorrow for heavy rain',
        endsAt: new Date(`${tomorrow}T23:59:00+05:30`).toISOString(),
        holiday: true,
        holidayFrom: kerala(tomorrow),
      },
    })
    expect(alert.ok(), await alert.text()).toBe(true)
    const id = (await alert.json()).doc.id as number
    try {
      const home = await (await fetch(`${baseURL}/`)).text()
      expect(/<p data-school-tomorrow="no"[^>]*>[\s\S]*?Cal alert: closed tomorrow[\s\S]*?<\/p>/.test(home)).toBe(true)
      const month = tomorrow.slice(0, 7)
      const cell = new RegExp(`data-day="${tomorrow}"[\\s\\S]*?</td>`).exec(
        await (await fetch(`${baseURL}/Calendar?month=${month}`)).text(),
      )?.[0]
      expect(cell).toContain('Cal alert: closed tomorrow')
      expect(cell).toContain('>No school<')
    } finally {
      await request.delete(`/cms-api/alerts/${id}`, { headers: api })
    }
  })
})

describe('the import of the office’s spreadsheet', () => {
  const file = [
    'date,end date,title,category,classes',
    '05/01/2033,,Cal import reopening,Other,',
    '10/01/2033,14/01/2033,Cal import exams,Exam,V-X',
    '31/02/2033,,Cal import bad day,Holiday,',
    '15/01/2033,,Cal import picnic,Outing,',
    '20/01/2033,,Cal import trip,Other,XIII',
  ].join('\n')
  const send = (request: APIRequestContext, query: string, body: string | Buffer, headers = api) =>
    request.post(`/cms-api/events/import?${query}`, {
      headers: { ...headers, 'Content-Type': 'application/octet-stream' },
      data: Buffer.from(body),
    })

  test('previews without storing, names each refused row, then stores what it showed', async ({ request }) => {
    const preview = await send(request, 'name=year.csv', file)
    expect(preview.status()).toBe(200)
    const plan = await preview.json()
    expect(plan.add.map((r: { title: string }) => r.title)).toEqual(['Cal import reopening', 'Cal import exams'])
    expect(plan.refused.map((r: { row: number }) => r.row)).toEqual([4, 5, 6])
    const titles = async () =>
      (await (await request.get('/api/events/All/JRSBKL?limit=100')).json()).data.map((e: { title: string }) => e.title)
    expect(await titles()).not.toContain('Cal import exams')

    const stored = await (await send(request, 'name=year.csv&confirm=1&publish=1', file)).json()
    expect(stored.stored).toEqual({ added: 2, changed: 0 })
    expect(await titles()).toContain('Cal import exams')
    const { docs } = await (
      await request.get('/cms-api/events?where[title][like]=Cal import&depth=0', { headers: api })
    ).json()
    made.push(...docs.map((d: { id: number }) => d.id))
    expect(docs.find((d: { title: string }) => d.title === 'Cal import exams')).toMatchObject({
      category: 'exam',
      classes: ['V', 'VI', 'VII', 'VIII', 'IX', 'X'],
      _status: 'published',
    })

    // The same file again: nothing to add; a changed category is a change of the same entry.
    const again = await (
      await send(
        request,
        'name=year.csv',
        file.replace('Cal import reopening,Other', 'Cal import reopening,Celebration'),
      )
    ).json()
    expect([again.add.length, again.change.length, again.unchanged]).toEqual([0, 1, 1])
  })

  test('refuses a file that is no spreadsheet, a body sent as a form, and a visitor', async ({ request }) => {
    expect((await (await send(request, 'name=year.pdf', '%PDF-1.4')).json()).error).toBe(IMPORT_MESSAGES.kind)
    const asForm = await request.post('/cms-api/events/import?name=year.csv', {
      headers: { ...api, 'Content-Type': 'text/plain' },
      data: file,
    })
    expect(asForm.status()).toBe(415)
    expect((await send(request, 'name=year.csv', file, {})).status()).toBe(401)
  })
})

describe('the import of a calendar file or address (.ics)', () => {
  const ics = (assemblyDay: string) =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
      'BEGIN:VEVENT',
      'UID:cal-assembly-2034@google.com',
      'SUMMARY:Cal ics assembly',
      `DTSTART:2034${assemblyDay}T033000Z`,
      `DTEND:2034${assemblyDay}T043000Z`,
      'RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20340329T033000Z',
      'EXDATE:20340118T033000Z',
      'LOCATION:Main hall',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:cal-onam-2034@google.com',
      'SUMMARY:Cal ics Onam',
      'CATEGORIES:Holiday',
      'DTSTART;VALUE=DATE:20340821',
      'DTEND;VALUE=DATE:20340831',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n')
  const send = (request: APIRequestContext, query: string, data: string | Buffer, type = 'application/octet-stream') =>
    request.post(`/cms-api/events/import?${query}`, { headers: { ...api, 'Content-Type': type }, data })

  test('stores a Google calendar’s events with their times and repetition, and knows them again by UID', async ({
    request,
  }) => {
    const plan = await (await send(request, 'name=school.ics&category=celebration', ics('0104'))).json()
    expect(plan.refused).toEqual([])
    expect(plan.add.map((r: { title: string; category: string }) => [r.title, r.category])).toEqual([
      ['Cal ics assembly', 'celebration'],
      ['Cal ics Onam', 'holiday'],
    ])
    const stored = await (
      await send(request, 'name=school.ics&category=celebration&confirm=1&publish=1', ics('0104'))
    ).json()
    expect(stored.stored).toEqual({ added: 2, changed: 0 })
    const { docs } = await (
      await request.get('/cms-api/events?where[title][like]=Cal ics&depth=0&sort=date', { headers: api })
    ).json()
    made.push(...docs.map((d: { id: number }) => d.id))
    expect(docs[0]).toMatchObject({
      importUid: 'cal-assembly-2034@google.com',
      date: kerala('2034-01-04'),
      allDay: false,
      startTime: '09:00',
      endTime: '10:00',
      time: '9:00 AM – 10:00 AM',
      venue: 'Main hall',
      recurrence: 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20340329',
      exceptions: [expect.objectContaining({ date: kerala('2034-01-18') })],
    })
    expect(docs[1]).toMatchObject({ date: kerala('2034-08-21'), endDate: kerala('2034-08-30'), allDay: true })
    // On the month's grid: each Wednesday but the skipped one.
    const { days } = await grid('/Calendar?month=2034-01')
    expect(daysWith(days, 'Cal ics assembly')).toEqual([4, 11, 25])

    // The series moved to Thursdays in its calendar: the same entry changes; nothing is added.
    const again = await (await send(request, 'name=school.ics&category=celebration', ics('0105'))).json()
    expect([again.add.length, again.change.length, again.unchanged]).toEqual([0, 1, 1])
    expect(again.change[0]).toMatchObject({ id: docs[0].id, date: '2034-01-05' })
  })

  test('fetches no address on this machine or its network, and names why', async ({ request }) => {
    for (const feed of [`${baseURL}/calendar.ics`, 'http://169.254.169.254/latest/meta-data/'])
      expect(await (await send(request, '', JSON.stringify({ feed }), 'application/json')).json()).toEqual({
        error: FEED_MESSAGES.notPublic,
      })
    expect(
      await (await send(request, '', JSON.stringify({ feed: 'file:///etc/passwd' }), 'application/json')).json(),
    ).toEqual({
      error: FEED_MESSAGES.address,
    })
  })
})
