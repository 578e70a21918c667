import { keralaIsoDate } from '@/lib/content/format'

import { addDays, occurrences, weekdayOf, type CalendarEntry, type Day } from './occurrences'

/**
 * The calendar's month page (/Calendar?month=2026-12): which month a request asks for, the weeks
 * of its grid, and each day's entries, repetitions expanded and multi-day entries on every day
 * they cover. Days are Kerala days, YYYY-MM-DD; weeks start on Sunday, as a Kerala wall calendar's.
 */

/** A month, YYYY-MM. */
export type Month = string

/** The last month the page goes to: far enough for any school year, short of nonsense addresses. */
const YEARS = { first: 2000, last: 2100 }

export const monthOfDay = (day: Day): Month => day.slice(0, 7)

/** Today in Kerala. */
export const keralaToday = (now = new Date()): Day => keralaIsoDate(now)

/** The month asked for by `?month=`, or the one `today` is in when it is missing or no month. */
export function parseMonth(value: unknown, today: Day): Month {
  const text = Array.isArray(value) ? value[0] : value
  const match = typeof text === 'string' ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text) : null
  return match && Number(match[1]) >= YEARS.first && Number(match[1]) <= YEARS.last ? text! : monthOfDay(today)
}

/** The month `n` months after `month` (before, for a negative n); null beyond the years offered. */
export function shiftMonth(month: Month, n: number): Month | null {
  const [y, m] = month.split('-').map(Number)
  const at = new Date(Date.UTC(y, m - 1 + n, 1))
  const year = at.getUTCFullYear()
  return year < YEARS.first || year > YEARS.last ? null : at.toISOString().slice(0, 7)
}

export const firstDay = (month: Month): Day => `${month}-01`
export const lastDay = (month: Month): Day => addDays(firstDay(shiftMonth(month, 1) ?? month), -1)

/** The month's weeks, Sunday first; the days of other months in its first and last week are null. */
export function monthWeeks(month: Month): (Day | null)[][] {
  const [first, last] = [firstDay(month), lastDay(month)]
  const weeks: (Day | null)[][] = []
  let day = addDays(first, -weekdayOf(first))
  while (day <= last) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)).map((d) => (d >= first && d <= last ? d : null)))
    day = addDays(day, 7)
  }
  return weeks
}

/** What the calendar shows of an entry on a day. */
export type DayEntry<T> = {
  entry: T
  /** The first and last day of this occurrence, for "23 Aug – 1 Sep". */
  start: Day
  end: Day
}

/**
 * Each day from `from` to `to` with the entries on it, in order of their first day, then as given:
 * a multi-day entry on every day it covers (the grid), or only on its first day in the range
 * (`firstDayOnly`, the list, which says until when).
 */
export function entriesByDay<T extends CalendarEntry>(
  entries: readonly T[],
  from: Day,
  to: Day,
  { firstDayOnly = false } = {},
): Map<Day, DayEntry<T>[]> {
  const byDay = new Map<Day, DayEntry<T>[]>()
  const all = entries.flatMap((entry) =>
    occurrences(entry, from, to).map((o) => ({ entry, start: o.start, end: o.end, days: o.days })),
  )
  all.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
  for (const { days, ...item } of all)
    for (const day of firstDayOnly ? days.slice(0, 1) : days) {
      const list = byDay.get(day)
      if (list) list.push(item)
      else byDay.set(day, [item])
    }
  return byDay
}
