import { RRule, rrulestr } from './rrule'

import { keralaDay } from '@/lib/content/format'

/**
 * The days a calendar entry falls on, in Kerala: its own day, the days up to its inclusive end
 * (Onam holidays 23 Aug – 1 Sep), and each repetition of an RFC 5545 rule (FREQ=MONTHLY;BYDAY=2SA,
 * "every second Saturday") but the dates it skips. Days are Kerala calendar days written
 * YYYY-MM-DD, and expanded by rrule as floating dates (midnight UTC standing for the day), so no
 * time zone moves an entry to the day before.
 */

/** A Kerala calendar day, YYYY-MM-DD. */
export type Day = string

export type CalendarEntry = {
  /** The stored date of its (first) day. */
  date: string
  /** The stored date of its last day, inclusive; none for a one-day entry. */
  endDate?: string | null
  /** An RFC 5545 RRULE without its "RRULE:" prefix; none for an entry that does not repeat. */
  recurrence?: string | null
  /** Stored dates the repetition skips. */
  exceptions?: readonly ({ date?: string | null } | null)[] | null
}

export type Occurrence = { start: Day; end: Day; days: Day[] }

/** How many repetitions one entry may give in one range: a daily rule over a year is 366. */
export const MAX_OCCURRENCES = 1_000

const DAY_MS = 86_400_000

/** A stored date's Kerala day, or null when it is none. */
export function dayOf(iso: string | null | undefined): Day | null {
  const p = iso ? keralaDay(iso) : null
  return p ? `${p.year}-${p.month}-${p.day}` : null
}

/** A Kerala day as a date field stores it: its midnight in Kerala, in UTC (dayOf's inverse). */
export const storedDate = (day: Day) => new Date(`${day}T00:00:00+05:30`).toISOString()

const asUtc = (day: Day) => new Date(`${day}T00:00:00.000Z`)
const fromUtc = (at: Date): Day => at.toISOString().slice(0, 10)
export const addDays = (day: Day, n: number): Day => fromUtc(new Date(asUtc(day).getTime() + n * DAY_MS))
/** Sunday 0 … Saturday 6. */
export const weekdayOf = (day: Day) => asUtc(day).getUTCDay()
const daysBetween = (from: Day, to: Day) => Math.round((asUtc(to).getTime() - asUtc(from).getTime()) / DAY_MS)

/** The rule's frequencies the office's choices make (fields/recurrence.ts). */
const FREQUENCIES = new Set([RRule.DAILY, RRule.WEEKLY, RRule.MONTHLY, RRule.YEARLY])

/**
 * The rule read from its text starting on `start`, or a sentence naming what is wrong with it.
 * Only what a school calendar needs: a frequency of day, week, month or year, and no times.
 */
export function readRecurrence(text: string, start: Day): RRule | string {
  let rule: RRule
  try {
    const parsed = rrulestr(`RRULE:${text.trim().replace(/^RRULE:/i, '')}`, { dtstart: asUtc(start) })
    if (!(parsed instanceof RRule)) return 'Write one repetition rule.'
    rule = parsed
  } catch {
    return 'This is not a repetition rule (for example FREQ=MONTHLY;BYDAY=2SA).'
  }
  const { freq, byhour, byminute, bysecond } = rule.origOptions
  if (freq === undefined || !FREQUENCIES.has(freq)) return 'Repeat every day, week, month or year.'
  if (byhour !== undefined || byminute !== undefined || bysecond !== undefined)
    return 'A repetition names days, not times.'
  return rule
}

const MONTH_FREQUENCIES = new Set([RRule.MONTHLY])

/**
 * The rule started as late as gives the same occurrences from `notBefore` on: rrule walks from its
 * start to the range asked for, which for a weekly entry begun two years before is a hundred steps
 * a month's page need not take (decision 0056). Whole periods of the rule are skipped, so its days
 * keep their place; a rule with a COUNT counts from its real start and is left as it is, as is a
 * yearly one (a few steps a year).
 */
function fastForward(rule: RRule, start: Day, notBefore: Day): RRule {
  const { freq, interval = 1, count, byweekday, bymonthday, bysetpos } = rule.origOptions
  if (count != null || notBefore <= start) return rule
  const days = daysBetween(start, notBefore)
  let later: Day | null = null
  if (freq === RRule.DAILY) later = addDays(start, Math.floor(days / interval) * interval)
  else if (freq === RRule.WEEKLY) later = addDays(start, Math.floor(days / (7 * interval)) * 7 * interval)
  else if (freq !== undefined && MONTH_FREQUENCIES.has(freq)) {
    const [y, m, d] = start.split('-').map(Number)
    const months =
      Math.floor(((Number(notBefore.slice(0, 4)) - y) * 12 + Number(notBefore.slice(5, 7)) - m) / interval) * interval
    // The first of a later month serves a rule whose days the rule names (the second Saturday); one
    // that repeats the start's day keeps it, where every month has it.
    const named = byweekday != null || bymonthday != null || bysetpos != null
    if (months > 0 && (named || d <= 28)) {
      const at = new Date(Date.UTC(y, m - 1 + months, named ? 1 : d))
      later = fromUtc(at)
    }
  }
  return later && later > start && later <= notBefore ? new RRule({ ...rule.origOptions, dtstart: asUtc(later) }) : rule
}

/**
 * The entry's occurrences that cover a day between `from` and `to` (inclusive), each with every
 * day it covers, in order. An unreadable rule gives the entry's first occurrence only.
 */
export function occurrences(entry: CalendarEntry, from: Day, to: Day): Occurrence[] {
  const start = dayOf(entry.date)
  if (!start) return []
  const last = dayOf(entry.endDate)
  const span = last && last > start ? daysBetween(start, last) : 0
  const skipped = new Set((entry.exceptions ?? []).map((e) => dayOf(e?.date)).filter(Boolean))
  const rule = entry.recurrence?.trim() ? readRecurrence(entry.recurrence, start) : null
  // An occurrence starting up to `span` days before the range still covers its first days.
  const starts =
    rule instanceof RRule
      ? fastForward(rule, start, addDays(from, -span))
          .between(asUtc(addDays(from, -span)), asUtc(to), true, (_, i) => i < MAX_OCCURRENCES)
          .map(fromUtc)
          .filter((day) => !skipped.has(day))
      : [start]
  return starts
    .map((day) => {
      const end = addDays(day, span)
      const days = Array.from({ length: span + 1 }, (_, i) => addDays(day, i)).filter((d) => d >= from && d <= to)
      return { start: day, end, days }
    })
    .filter((occurrence) => occurrence.days.length > 0)
}
