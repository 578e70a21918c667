import { describe, expect, it } from 'vitest'

import { MAX_OCCURRENCES, occurrences, readRecurrence } from '@/lib/calendar/occurrences'

/** A Kerala day as the admin stores it: its midnight in Kerala, in UTC. */
const kerala = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString()
const starts = (entry: Parameters<typeof occurrences>[0], from: string, to: string) =>
  occurrences(entry, from, to).map((o) => o.start)

describe('a calendar entry’s days, in Kerala', () => {
  it('a one-day entry is on its Kerala day, though stored the evening before in UTC', () => {
    expect(kerala('2026-12-25')).toBe('2026-12-24T18:30:00.000Z')
    expect(occurrences({ date: kerala('2026-12-25') }, '2026-12-01', '2026-12-31')).toEqual([
      { start: '2026-12-25', end: '2026-12-25', days: ['2026-12-25'] },
    ])
    expect(occurrences({ date: kerala('2026-12-25') }, '2027-01-01', '2027-01-31')).toEqual([])
  })

  it('a multi-day entry covers each of its days, also across a month’s end', () => {
    const onam = { date: kerala('2026-08-23'), endDate: kerala('2026-09-01') }
    const august = occurrences(onam, '2026-08-01', '2026-08-31')
    expect(august[0].days).toEqual(['2026-08-23', ...Array.from({ length: 8 }, (_, i) => `2026-08-${24 + i}`)])
    expect(occurrences(onam, '2026-09-01', '2026-09-30')[0]).toEqual({
      start: '2026-08-23',
      end: '2026-09-01',
      days: ['2026-09-01'],
    })
  })

  it('“every second Saturday” falls on the second Saturday of three months, and not on a date it skips', () => {
    const secondSaturday = {
      date: kerala('2026-12-12'),
      recurrence: 'FREQ=MONTHLY;BYDAY=2SA',
      exceptions: [{ date: kerala('2027-01-09') }],
    }
    expect(starts(secondSaturday, '2026-12-01', '2027-02-28')).toEqual(['2026-12-12', '2027-02-13'])
    expect(starts({ ...secondSaturday, exceptions: [] }, '2026-12-01', '2027-02-28')).toEqual([
      '2026-12-12',
      '2027-01-09',
      '2027-02-13',
    ])
  })

  it('a weekly entry repeats on its weekday until its last date', () => {
    const assembly = { date: kerala('2027-03-03'), recurrence: 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20270331' }
    expect(starts(assembly, '2027-03-01', '2027-04-30')).toEqual([
      '2027-03-03',
      '2027-03-10',
      '2027-03-17',
      '2027-03-24',
      '2027-03-31',
    ])
  })

  it('a repeating multi-day entry covers the first days of a range its occurrence began before', () => {
    const exams = { date: kerala('2026-11-30'), endDate: kerala('2026-12-02'), recurrence: 'FREQ=MONTHLY;COUNT=2' }
    expect(occurrences(exams, '2026-12-01', '2026-12-31').map((o) => o.days)).toEqual([
      ['2026-12-01', '2026-12-02'],
      ['2026-12-30', '2026-12-31'],
    ])
  })

  it('names what is wrong with a rule, and keeps an entry with one to its first day', () => {
    expect(readRecurrence('FREQ=FORTNIGHTLY', '2026-12-01')).toMatch(/not a repetition rule/)
    expect(readRecurrence('FREQ=HOURLY', '2026-12-01')).toBe('Repeat every day, week, month or year.')
    expect(readRecurrence('FREQ=DAILY;BYHOUR=9', '2026-12-01')).toBe('A repetition names days, not times.')
    expect(starts({ date: kerala('2026-12-01'), recurrence: 'nonsense' }, '2026-12-01', '2026-12-31')).toEqual([
      '2026-12-01',
    ])
  })

  it('gives at most a bounded number of repetitions in one range', () => {
    const daily = { date: kerala('2000-01-01'), recurrence: 'FREQ=DAILY' }
    expect(starts(daily, '2000-01-01', '2030-12-31')).toHaveLength(MAX_OCCURRENCES)
  })
})
