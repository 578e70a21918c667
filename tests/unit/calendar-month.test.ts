import { describe, expect, it } from 'vitest'

import { parseCalendarFilter } from '@/collections/Events/queries'
import { calendarPath, feedPath } from '@/lib/calendar/addresses'
import { schoolCalendar } from '@/lib/calendar/ics'
import { entriesByDay, lastDay, monthWeeks, parseMonth, shiftMonth } from '@/lib/calendar/month'
import { addDays, occurrences, readRecurrence, storedDate } from '@/lib/calendar/occurrences'
import { RRule } from '@/lib/calendar/rrule'
import { choiceOf, ruleOf, startingChoice, type RepeatChoice } from '@/lib/calendar/repeat-choices'
import { schoolOn, tomorrowOf } from '@/lib/calendar/school-day'
import { clockLabel, entryTimes } from '@/lib/calendar/times'
import { dayText, eventTime, monthText } from '@/lib/content/format'
import { readQuery } from '@/lib/server/page-query.mjs'

import type { CalendarFeedEvent } from '@/collections/Events/queries'

/** A Kerala day as the admin stores it: its midnight in Kerala, in UTC. */
const kerala = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString()

const entry = (id: number, data: Partial<CalendarFeedEvent>): CalendarFeedEvent =>
  ({
    id,
    title: `Entry ${id}`,
    date: kerala('2026-12-01'),
    updatedAt: '2026-11-29T00:00:00.000Z',
    ...data,
  }) as CalendarFeedEvent

describe('the calendar’s month', () => {
  it('is the one asked for, or this month for anything else; its weeks start on Sunday', () => {
    expect(parseMonth('2026-12', '2026-11-29')).toBe('2026-12')
    for (const odd of ['2026-13', '26-12', '2026-1', '9999-01', undefined, ['x']])
      expect(parseMonth(odd, '2026-11-29')).toBe('2026-11')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(lastDay('2028-02')).toBe('2028-02-29')
    const weeks = monthWeeks('2026-12')
    expect(weeks).toHaveLength(5)
    expect(weeks[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'])
    expect(weeks[4]).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null])
    expect(monthText('2026-12', 'en')).toBe('December 2026')
    expect(monthText('2026-12', 'ml')).toBe('2026 ഡിസംബർ')
    expect(dayText('2026-11-28', 'en')).toBe('Saturday 28 November')
    expect(dayText('2026-11-28', 'ml')).toBe('ശനിയാഴ്ച, 28 നവംബർ')
  })

  it('puts a multi-day entry on each of its days in the grid, on its first in the list', () => {
    const christmas = entry(1, { date: kerala('2026-12-24'), endDate: kerala('2027-01-01') })
    const grid = entriesByDay([christmas], '2026-12-01', '2026-12-31')
    expect([...grid.keys()]).toEqual(['2026-12-24', ...Array.from({ length: 7 }, (_, i) => `2026-12-${25 + i}`)])
    expect(grid.get('2026-12-31')).toEqual([{ entry: christmas, start: '2026-12-24', end: '2027-01-01' }])
    const january = entriesByDay([christmas], '2027-01-01', '2027-01-31', { firstDayOnly: true })
    expect([...january.keys()]).toEqual(['2027-01-01'])
  })

  it('puts a weekly and a second-Saturday repetition on their days, and not on a day skipped', () => {
    const library = entry(2, { date: kerala('2026-12-02'), recurrence: 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20270113' })
    const saturday = entry(3, {
      date: kerala('2026-06-13'),
      recurrence: 'FREQ=MONTHLY;BYDAY=2SA',
      exceptions: [{ date: kerala('2027-01-09') }],
    })
    const days = (month: string) => [...entriesByDay([library, saturday], `${month}-01`, lastDay(month)).entries()]
    const on = (month: string, id: number) => days(month).filter(([, list]) => list.some((e) => e.entry.id === id))
    expect(on('2026-12', 2).map(([d]) => d)).toEqual([
      '2026-12-02',
      '2026-12-09',
      '2026-12-16',
      '2026-12-23',
      '2026-12-30',
    ])
    expect(on('2027-01', 2).map(([d]) => d)).toEqual(['2027-01-06', '2027-01-13'])
    expect(on('2026-12', 3).map(([d]) => d)).toEqual(['2026-12-12'])
    expect(on('2027-01', 3).map(([d]) => d)).toEqual([])
    expect(on('2027-02', 3).map(([d]) => d)).toEqual(['2027-02-13'])
  })

  it('finds a rule’s days in a late month as rrule does from the rule’s start (the page skips whole periods)', () => {
    const starts = ['2026-01-07', '2026-01-31', '2026-02-10', '2025-12-13']
    const rules = [
      'FREQ=WEEKLY;BYDAY=WE',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
      'FREQ=MONTHLY;BYDAY=2SA',
      'FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20271130',
      'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15',
      'FREQ=MONTHLY',
      'FREQ=MONTHLY;INTERVAL=5',
      'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
      'FREQ=DAILY;INTERVAL=3',
      'FREQ=WEEKLY;BYDAY=SA;COUNT=30',
      'FREQ=YEARLY',
    ]
    for (const start of starts)
      for (const text of rules)
        for (const [from, to] of [
          ['2026-01-01', '2026-01-31'],
          ['2026-06-01', '2026-06-30'],
          ['2027-02-01', '2027-02-28'],
          ['2027-10-01', '2027-10-31'],
        ]) {
          const rule = readRecurrence(text, start) as RRule
          const expected = rule
            .between(new Date(`${addDays(from, -2)}T00:00:00Z`), new Date(`${to}T00:00:00Z`), true)
            .map((d) => d.toISOString().slice(0, 10))
          // An entry of three days, so an occurrence begun two days before the month still covers it.
          const entry = { date: storedDate(start), endDate: storedDate(addDays(start, 2)), recurrence: text }
          expect(
            occurrences(entry, from, to).map((o) => o.start),
            `${text} from ${start}, ${from}`,
          ).toEqual(expected)
        }
  })

  it('keeps its filters in its addresses, and reads only real categories and classes', () => {
    const filter = parseCalendarFilter({ category: ['holiday', 'nonsense', 'exam'], class: 'I', month: '2026-12' })
    expect(filter).toEqual({ categories: ['holiday', 'exam'], classes: ['I'] })
    expect(calendarPath({ month: '2026-12', view: 'agenda', filter })).toBe(
      '/Calendar?month=2026-12&view=agenda&category=holiday&category=exam&class=I',
    )
    expect(calendarPath({ filter: { categories: [], classes: [] } })).toBe('/Calendar')
    expect(feedPath(filter)).toBe('/calendar.ics?category=holiday&category=exam&class=I')
    // The feed's address keeps every category, once and in one order, so one choice is one cached answer.
    const read = readQuery(
      'calendar.ics',
      new URLSearchParams('class=I&category=exam&category=holiday&category=exam&x=1'),
    )
    expect(read.toString()).toBe('category=exam&category=holiday&class=I')
    expect(readQuery('Calendar', new URLSearchParams('category=exam&category=holiday')).toString()).toBe(
      'category=exam',
    )
  })
})

describe('an entry’s times', () => {
  it('are all day unless a start is chosen; SPEC’s time is written from them', () => {
    expect(entryTimes({ allDay: true })).toEqual({ allDay: true, startTime: null, endTime: null, time: null })
    expect(entryTimes({ allDay: false, startTime: '10:00', endTime: '12:30' })).toEqual({
      allDay: false,
      startTime: '10:00',
      endTime: '12:30',
      time: '10:00 AM – 12:30 PM',
    })
    // An end before the start is no end.
    expect(entryTimes({ allDay: false, startTime: '14:00', endTime: '09:00' }).time).toBe('2:00 PM')
    // Ticking "All day" on a timed entry clears its times.
    expect(entryTimes({ allDay: true, startTime: '10:00', time: '10:00 AM' })).toMatchObject({
      allDay: true,
      startTime: null,
      time: null,
    })
    // A save that sends SPEC's time alone (the API, an older release) is read for its clock.
    expect(entryTimes({ allDay: true, time: '9:30 am' })).toMatchObject({
      allDay: false,
      startTime: '09:30',
      time: '9:30 AM',
    })
    // Free text that is no clock time stays, and the entry is all day.
    expect(entryTimes({ time: 'After the assembly' })).toMatchObject({ allDay: true, time: 'After the assembly' })
    expect(clockLabel('00:05')).toBe('12:05 AM')
    expect(eventTime('10:00 AM – 12:30 PM', 'ml')).toBe('രാവിലെ 10:00 – ഉച്ചയ്ക്ക് 12:30')
  })
})

describe('the calendar’s feed', () => {
  it('keeps a repetition as its rule and the days it skips, in Kerala’s zone, with stable UIDs', () => {
    const school = { name: 'Test School', code: 'TEST01' }
    const text = schoolCalendar('https://school.example', school, [
      entry(7, {
        title: 'Second Saturday',
        category: 'holiday',
        date: kerala('2026-06-13'),
        allDay: true,
        recurrence: 'FREQ=MONTHLY;BYDAY=2SA',
        exceptions: [{ date: kerala('2027-01-09') }],
      }),
      entry(8, {
        title: 'Christmas holidays',
        category: 'holiday',
        date: kerala('2026-12-24'),
        endDate: kerala('2027-01-01'),
      }),
      entry(9, {
        title: 'Library period',
        date: kerala('2026-12-02'),
        allDay: false,
        startTime: '11:00',
        endTime: '11:45',
        recurrence: 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20270331',
        exceptions: [{ date: kerala('2026-12-30') }],
      }),
    ]).toString()
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata')
    expect(text).toContain('UID:event-7-test01@school.example')
    expect(text).toContain('DTSTART;VALUE=DATE:20260613\r\n')
    expect(text).toContain('RRULE:FREQ=MONTHLY;BYDAY=2SA\r\nEXDATE;VALUE=DATE:20270109\r\n')
    expect(text).toContain('CATEGORIES:Holiday')
    // Several days: DTEND is the day after the last.
    expect(text).toContain('DTSTART;VALUE=DATE:20261224\r\nDTEND;VALUE=DATE:20270102\r\n')
    // A timed repetition: zoned start and skipped day, UNTIL at the end of that day in Kerala, in UTC.
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20261202T110000\r\nDTEND;TZID=Asia/Kolkata:20261202T114500')
    expect(text).toContain(
      'RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=20270331T182959Z\r\nEXDATE;TZID=Asia/Kolkata:20261230T110000',
    )
  })
})

describe('“Is there school tomorrow?”', () => {
  const secondSaturday = entry(1, {
    title: 'Second Saturday',
    category: 'holiday',
    date: kerala('2026-06-13'),
    recurrence: 'FREQ=MONTHLY;BYDAY=2SA',
  })
  const classHoliday = entry(2, {
    title: 'Study leave',
    category: 'holiday',
    date: kerala('2026-11-30'),
    classes: ['X'],
  })

  it('says no on a holiday for the whole school, naming it, and on a Sunday; yes on a school day', () => {
    expect(tomorrowOf('2026-11-27')).toBe('2026-11-28')
    expect(schoolOn('2026-11-14', [secondSaturday])).toEqual({
      day: '2026-11-14',
      school: false,
      reason: { holiday: secondSaturday },
    })
    expect(schoolOn('2026-11-29', [secondSaturday])).toEqual({
      day: '2026-11-29',
      school: false,
      reason: { sunday: true },
    })
    expect(schoolOn('2026-11-28', [secondSaturday])).toEqual({ day: '2026-11-28', school: true })
    // A holiday for some classes is no holiday for the school.
    expect(schoolOn('2026-11-30', [classHoliday])).toEqual({ day: '2026-11-30', school: true })
  })
})

describe('“Repeats” from plain choices', () => {
  it('makes the rule of each choice, and reads it back', () => {
    const cases: [RepeatChoice, string][] = [
      [{ kind: 'none' }, ''],
      [{ kind: 'weekly', weekday: 'WE', until: '2027-03-31' }, 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20270331'],
      [{ kind: 'monthly', nth: 2, weekday: 'SA', until: null }, 'FREQ=MONTHLY;BYDAY=2SA'],
      [{ kind: 'monthly', nth: -1, weekday: 'FR', until: null }, 'FREQ=MONTHLY;BYDAY=-1FR'],
      [{ kind: 'daily', until: '2027-01-10' }, 'FREQ=DAILY;UNTIL=20270110'],
      [{ kind: 'yearly', until: null }, 'FREQ=YEARLY'],
    ]
    for (const [choice, rule] of cases) {
      expect(ruleOf(choice)).toBe(rule)
      expect(choiceOf(rule)).toEqual(choice)
    }
    // What the choices cannot make stays as written.
    expect(choiceOf('FREQ=WEEKLY;BYDAY=MO,WE;INTERVAL=2')).toEqual({
      kind: 'own',
      rule: 'FREQ=WEEKLY;BYDAY=MO,WE;INTERVAL=2',
    })
  })

  it('starts a choice from the entry’s first day: Saturday 12 December 2026 is the second Saturday', () => {
    expect(startingChoice('monthly', '2026-12-12', { kind: 'none' })).toEqual({
      kind: 'monthly',
      nth: 2,
      weekday: 'SA',
      until: null,
    })
    expect(startingChoice('weekly', '2026-12-02', { kind: 'daily', until: '2027-03-31' })).toEqual({
      kind: 'weekly',
      weekday: 'WE',
      until: '2027-03-31',
    })
  })
})
