import { describe, expect, it } from 'vitest'

import type { Field } from 'payload'

import configPromise from '@payload-config'
import { scheduleBoxText } from '@/components/admin/review/schedule-date'
import { DATE_FORMAT, DATE_TIME_FORMAT } from '@/fields/date-formats'
import { phoneFields } from '@/endpoints/csv-export'
import { BYTE_ORDER_MARK, csvColumns, csvFileName, csvRow, dialledPhone, toCsv } from '@/lib/office/csv'

// The inboxes' fields as the running site has them (the configuration built, no database opened).
const config = await configPromise
const inbox = (slug: string) => ({ slug, fields: config.collections.find((c) => c.slug === slug)!.fields })
const ContactMessages = inbox('contact-messages')
const CareerApplications = inbox('career-applications')

/** An inbox's file as the export endpoint writes it, from the collection's own fields. */
const file = ({ slug, fields }: { slug: string; fields: Field[] }, docs: Record<string, unknown>[]) => {
  const columns = csvColumns(fields, phoneFields(slug))
  return toCsv(
    columns.map((c) => c.label),
    docs.map((doc) => csvRow(columns, doc)),
  )
}

const message = {
  id: 7,
  // 01:29 on 28 November in Kerala is still 27 November in UTC.
  createdAt: '2026-11-27T19:59:00.000Z',
  name: 'Anu',
  email: 'anu@example.org',
  phone: '+91 94470 00000',
  subject: 'ഫീസ്',
  message: '=HYPERLINK("x")',
  language: 'ml',
  status: 'new',
  notes: 'Rang back, fees sent',
  noticeVersion: { id: 3, title: 'Contact form, version 2' },
  school: { id: 1, name: 'Jyothis Residential School', code: 'JRSBKL' },
}

describe("the inbox's CSV file", () => {
  it('starts with the UTF-8 byte-order mark, so Excel shows Malayalam as Malayalam', () => {
    const csv = file(ContactMessages, [message])
    expect(csv.startsWith(BYTE_ORDER_MARK)).toBe(true)
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(csv).toContain('ഫീസ്')
  })

  it("heads its columns with the fields' labels in plain English", () => {
    const [header] = file(ContactMessages, []).slice(1).split('\r\n')
    expect(header).toBe(
      'Number,Received,Name,Email,Phone,Subject,Message,Language,Status,Notes,Privacy notice agreed to,School',
    )
    const career = file(CareerApplications, []).slice(1).split('\r\n')[0]
    expect(career).toContain('Post applied for,Email,Contact number,Address,Date of birth')
    expect(career).not.toMatch(/mailType|dob|createdAt/)
    // The lists' column is the same field: Payload's own creation time, named so in every inbox.
    const inboxes = config.collections.filter((c) => c.endpoints && c.endpoints.some((e) => e.path === '/export.csv'))
    expect(inboxes).toHaveLength(6)
    for (const c of inboxes) {
      const created = c.fields.filter((f) => 'name' in f && f.name === 'createdAt')
      expect(
        created.map((f) => ('label' in f ? f.label : null)),
        c.slug,
      ).toEqual(['Received'])
      expect(c.admin.defaultColumns?.[0], c.slug).toBe('createdAt')
    }
  })

  it('writes times in Kerala time, across midnight UTC, words instead of codes, and the school by its name', () => {
    const row = file(ContactMessages, [message]).split('\r\n')[1]
    expect(row).toBe(
      `7,28/11/2026 01:29,Anu,anu@example.org,94470 00000,ഫീസ്,"'=HYPERLINK(""x"")",Malayalam,New,"Rang back, fees sent","Contact form, version 2",Jyothis Residential School`,
    )
  })

  it("writes a day by Kerala's calendar, yes and no, and an array's rows with their labels", () => {
    const columns = csvColumns(CareerApplications.fields)
    const cells = Object.fromEntries(
      columns.map((c, i) => [
        c.label,
        csvRow(columns, {
          dob: '1990-06-14T18:30:00.000Z',
          mailType: 'Mathematics',
          qualification1: [
            { id: 'a', qualification: 'B.Ed', subject: 'Maths', howKnow: '80', rate: '80', school: 'X' },
          ],
          attachments: { id: 3, filename: 'cv.pdf' },
        })[i],
      ]),
    )
    expect(cells['Date of birth']).toBe('15/06/1990')
    expect(cells['Post applied for']).toBe('Mathematics')
    expect(cells.Qualifications).toBe('Qualification: B.Ed; Subject: Maths; Marks: 80; Percentage: 80; Institution: X')
    expect(cells.CV).toBe('cv.pdf')
  })

  it('writes phone numbers as they are dialled, as text without a mark; a formula still gets one', () => {
    const cases: [string, string][] = [
      ['+91 98765 43210', '98765 43210'],
      ['+919876543210', '98765 43210'],
      ['919876543210', '98765 43210'],
      ['09876543210', '98765 43210'],
      ['9876543210', '98765 43210'],
      ['0091 98765-43210', '98765 43210'],
      ['04672201234', '0467 2201234'],
      ['+91 467 220 1234', '0467 2201234'],
      ['+44 20 7946 0958', '00 44 20 7946 0958'],
      ['0044 20 7946 0958', '00 44 20 7946 0958'],
      ['220 1234', '220 1234'],
      ['2201234', '2201 234'],
    ]
    for (const [sent, dialled] of cases) expect(dialledPhone(sent), sent).toBe(dialled)
    // Not a phone number: written as sent, where the guard against formulas still applies.
    for (const sent of ['=1+1', '+1', 'call me', '1', '']) expect(dialledPhone(sent), sent).toBeNull()

    const rows = file(
      inbox('admission-registrations'),
      [['+91 98765 43210', '0467 220 1234', '=HYPERLINK("x")']].map(([phone, phone1, phone2]) => ({
        phone,
        phone1,
        phone2,
      })),
    ).split('\r\n')
    const cell = (label: string) => rows[1].split(',')[rows[0].split(',').indexOf(label)]
    expect(cell("Father's mobile no")).toBe('98765 43210')
    expect(cell("Mother's mobile no")).toBe('0467 2201234')
    expect(cell('WhatsApp No')).toBe(`"'=HYPERLINK(""x"")"`)
    // No phone cell starts with what a spreadsheet runs or turns into a number.
    for (const [sent] of cases) expect(dialledPhone(sent)).toMatch(/^\d+ [\d ]+$/)
  })

  it("is named by the list and Kerala's day", () => {
    expect(csvFileName('contact-messages', new Date('2026-11-27T19:59:00Z'))).toBe('contact-messages-2026-11-28.csv')
    expect(csvFileName('contact-messages', new Date('2026-11-28T18:29:00Z'))).toBe('contact-messages-2026-11-28.csv')
  })
})

describe("the admin's date boxes", () => {
  type Node = {
    type?: string
    name?: string
    hidden?: boolean
    admin?: { hidden?: boolean; disabled?: boolean; date?: Record<string, unknown> }
  }
  /** Every date field shown in a form, at any depth (a row or tab adds no name to the path). */
  const dates = (fields: unknown[], path: string): [string, Node][] =>
    (
      fields as (Node & { fields?: unknown[]; tabs?: { fields: unknown[] }[]; blocks?: { fields: unknown[] }[] })[]
    ).flatMap((f) => [
      ...(f.type === 'date' && !f.hidden && !f.admin?.hidden ? [[`${path}.${f.name}`, f] as [string, Node]] : []),
      ...(f.hidden || f.admin?.hidden || f.admin?.disabled
        ? []
        : dates(f.fields ?? [], f.name ? `${path}.${f.name}` : path)),
      ...(f.tabs ?? []).flatMap((t) => dates(t.fields, path)),
      ...(f.blocks ?? []).flatMap((b) => dates(b.fields, `${path}.${f.name}`)),
    ])

  it('read and are typed day/month/year, nested ones and those made by factories included', () => {
    const shown = [...config.collections, ...config.globals].filter((c) => c.admin?.hidden !== true)
    const found = shown.flatMap((c) => dates(c.fields, c.slug))
    expect(found.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        'circulars.date',
        'alerts.endsAt',
        'career-applications.dob',
        'disclosures.documents.validUntil',
      ]),
    )
    for (const [path, field] of found) {
      const withTime = field.admin?.date?.pickerAppearance === 'dayAndTime'
      expect([path, field.admin?.date?.displayFormat]).toEqual([path, withTime ? DATE_TIME_FORMAT : DATE_FORMAT])
      expect([path, (field.admin?.date?.overrides as { dateFormat?: string[] })?.dateFormat?.[0]]).toEqual([
        path,
        withTime ? DATE_TIME_FORMAT : DATE_FORMAT,
      ])
    }
    // Payload's own dates (created, last changed) in lists and headings.
    expect(config.admin.dateFormat).toBe(DATE_TIME_FORMAT)
  })
})

describe("the Schedule Publish drawer's date box", () => {
  it('reads what is typed day/month/year and gives it back in the drawer’s words', () => {
    expect(scheduleBoxText('05/12/2027, 10:30 am')).toBe('Dec 5, 2027 10:30 AM')
    expect(scheduleBoxText('5/12/2027 22:30')).toBe('Dec 5, 2027 10:30 PM')
    expect(scheduleBoxText('05/12/2027')).toBe('Dec 5, 2027 12:00 AM')
    expect(scheduleBoxText('5.12.27')).toBe('Dec 5, 2027 12:00 AM')
    // Half typed, 05/12/20 is already a day: so the box is read when the clerk leaves it, not while typing.
    expect(scheduleBoxText('05/12/20')).toBe('Dec 5, 2020 12:00 AM')
  })

  it('leaves the drawer’s own words and what is no date alone', () => {
    expect(scheduleBoxText('Dec 5, 2027 10:30 AM')).toBeNull()
    expect(scheduleBoxText('31/02/2027')).toBeNull()
    expect(scheduleBoxText('')).toBeNull()
  })
})
