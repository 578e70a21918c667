import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { END_BEFORE_START } from '@/collections/Events/calendar-fields'
import { HOLIDAY_BEFORE_START } from '@/collections/Alerts/holiday'
import { dayOf, occurrences } from '@/lib/calendar/occurrences'
import { schoolOn } from '@/lib/calendar/school-day'
import { specMenu } from '@/lib/site/menu'
import { menuItemAfterStatements } from '@/migrations/menu-item'

import { freshPayload } from '../helpers/payload'

/**
 * An event as a calendar entry (issue 51): its last day, category, classes, repetition and the
 * dates it skips, stored on a real database and read back into its days; a wrong last day or
 * rule is refused with its reason, and nothing is stored.
 */
const kerala = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString()
let payload: Payload
let school: number
let cleanup: () => Promise<void>

beforeAll(async () => {
  const fresh = await freshPayload()
  ;({ payload, cleanup } = fresh)
  school = (await payload.find({ collection: 'schools', limit: 1, depth: 0 })).docs[0].id
})
afterAll(() => cleanup())

/** The reasons a refused save gives, field by field. */
const refusal = (saving: Promise<unknown>) =>
  saving.then(
    () => [],
    (error: { data?: { errors?: { message: string }[] } }) => (error.data?.errors ?? []).map((e) => e.message),
  )

const entry = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'events',
    data: { school, title: 'Second Saturday', date: kerala('2026-12-12'), _status: 'published', ...data },
  })

describe('a calendar entry', () => {
  it('is stored with its repetition, skipped dates, category and classes, and read back into its days', async () => {
    const saved = await entry({
      category: 'holiday',
      classes: ['I', 'II'],
      recurrence: 'FREQ=MONTHLY;BYDAY=2SA',
      exceptions: [{ date: kerala('2027-01-09') }],
    })
    const read = await payload.findByID({ collection: 'events', id: saved.id, depth: 0 })
    expect(read).toMatchObject({ category: 'holiday', classes: ['I', 'II'], recurrence: 'FREQ=MONTHLY;BYDAY=2SA' })
    expect(occurrences(read, '2026-12-01', '2027-02-28').map((o) => o.start)).toEqual(['2026-12-12', '2027-02-13'])
  })

  it('is filed under "other" when the office does not say what it is (SPEC’s events before the calendar)', async () => {
    expect((await entry({ title: 'Annual day' })).category).toBe('other')
  })

  it('refuses a last day before its first, and a rule that is no repetition of days, naming each, storing nothing', async () => {
    const before = (await payload.count({ collection: 'events' })).totalDocs
    expect(await refusal(entry({ endDate: kerala('2026-12-10') }))).toEqual([END_BEFORE_START])
    expect(await refusal(entry({ recurrence: 'FREQ=HOURLY' }))).toEqual(['Repeat every day, week, month or year.'])
    expect(await refusal(entry({ recurrence: 'every saturday' }))).toEqual([
      'This is not a repetition rule (for example FREQ=MONTHLY;BYDAY=2SA).',
    ])
    expect((await payload.count({ collection: 'events' })).totalDocs).toBe(before)
    const onam = await entry({ title: 'Onam holidays', date: kerala('2026-08-23'), endDate: kerala('2026-09-01') })
    expect(occurrences(onam, '2026-09-01', '2026-09-30')[0].days).toEqual(['2026-09-01'])
  })
})

describe('an urgent alert marked as a holiday', () => {
  const dayIn = (days: number) => dayOf(new Date(Date.now() + days * 86_400_000).toISOString())!
  const endOf = (day: string) => new Date(`${day}T23:59:00+05:30`).toISOString()
  const holidaysOn = (day: string) =>
    payload
      .find({ collection: 'events', where: { category: { equals: 'holiday' } }, pagination: false, depth: 0 })
      .then(({ docs }) => schoolOn(day, docs as never))

  it('is a holiday for the whole school in the calendar for its days, and stops being one when unticked or deleted', async () => {
    const [today, tomorrow] = [dayIn(0), dayIn(1)]
    const alert = await payload.create({
      collection: 'alerts',
      data: {
        school,
        message: 'Schools closed today and tomorrow for heavy rain.',
        endsAt: endOf(tomorrow),
        holiday: true,
        _status: 'published',
      },
    })
    const marked = await payload.findByID({ collection: 'alerts', id: alert.id, depth: 0 })
    const entryId = marked.holidayEntry as number
    const holiday = await payload.findByID({ collection: 'events', id: entryId, depth: 0 })
    expect(holiday).toMatchObject({ category: 'holiday', title: 'Schools closed today and tomorrow for heavy rain.' })
    expect([dayOf(holiday.date), dayOf(holiday.endDate)]).toEqual([today, tomorrow])
    expect(await holidaysOn(tomorrow)).toMatchObject({ school: false, reason: { holiday: { id: entryId } } })

    await payload.update({ collection: 'alerts', id: alert.id, data: { holiday: false } })
    expect((await payload.count({ collection: 'events', where: { id: { equals: entryId } } })).totalDocs).toBe(0)

    await payload.update({ collection: 'alerts', id: alert.id, data: { holiday: true, holidayFrom: kerala(tomorrow) } })
    const again = (await payload.findByID({ collection: 'alerts', id: alert.id, depth: 0 })).holidayEntry as number
    expect(dayOf((await payload.findByID({ collection: 'events', id: again, depth: 0 })).date)).toBe(tomorrow)
    await payload.delete({ collection: 'alerts', id: alert.id })
    expect((await payload.count({ collection: 'events', where: { id: { equals: again } } })).totalDocs).toBe(0)
  })

  it('refuses a first day after the alert’s end, by name', async () => {
    const tomorrow = dayIn(1)
    expect(
      await refusal(
        payload.create({
          collection: 'alerts',
          data: {
            school,
            message: 'Closed',
            endsAt: endOf(tomorrow),
            holiday: true,
            holidayFrom: kerala(dayIn(3)),
            _status: 'published',
          },
        }),
      ),
    ).toEqual([HOLIDAY_BEFORE_START])
  })
})

describe('the calendar in the menus of schools made before it', () => {
  const run = async (statement: string) =>
    (payload.db as unknown as { client: { execute(sql: string): Promise<unknown> } }).client.execute(statement)
  const academics = async () => {
    const found = await payload.findByID({ collection: 'schools', id: school, locale: 'all', depth: 0 })
    const group = (found.menu ?? []).find((entry) => entry.items?.some((item) => item.link === '/Academics'))
    return group?.items?.map((item) => [item.link, item.label]) ?? []
  }
  const spec = () => {
    const [en, ml] = [specMenu('en'), specMenu('ml')]
    const i = en.findIndex((entry) => entry.items?.some((item) => item.link === '/Academics'))
    return en[i].items!.map((item, j) => [item.link, { en: item.label, ml: ml[i].items![j].label }])
  }

  it('puts School Calendar after Academics in both languages, once, shifting the rest', async () => {
    // A school's menu as the release before the calendar wrote it.
    await run(`DELETE FROM "schools_menu_items" WHERE "link" = '/Calendar'`)
    await run(
      `UPDATE "schools_menu_items" SET "_order" = "_order" - 1 WHERE "_order" > 1 AND "_parent_id" IN (SELECT "_parent_id" FROM "schools_menu_items" WHERE "link" = '/Academics')`,
    )
    expect((await academics()).map(([link]) => link)).not.toContain('/Calendar')
    for (let twice = 0; twice < 2; twice++)
      for (const statement of menuItemAfterStatements('Academics', 'Calendar')) await run(statement)
    const [got, want] = [await academics(), spec()]
    expect(got.map(([link]) => link)).toEqual(want.map(([link]) => link))
    expect(got.find(([link]) => link === '/Calendar')).toEqual(want.find(([link]) => link === '/Calendar'))
  })
})
