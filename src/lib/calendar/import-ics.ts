import ICAL from 'ical.js'

import { DEFAULT_EVENT_CATEGORY, type EventCategory } from '@/collections/Events/categories'
import { TZ } from '@/lib/content/format'

import { readCategory, type ImportRow, type ReadRows, type Refusal } from './import-rows'
import { addDays, readRecurrence, type Day } from './occurrences'
import { basicDate } from './repeat-choices'

/**
 * A calendar file (.ics, RFC 5545: what Google Calendar and Outlook export and publish) read into
 * calendar entries (issue 51), with ical.js: each event one entry, its repetition kept as its rule
 * and the dates it skips, its UID kept so that importing the same calendar again changes the entry
 * it made. Times are taken to Kerala's clock; an event that cannot be an entry is refused with its
 * number in the file and the reason.
 */

/** The most events one calendar may hold. */
export const MAX_CALENDAR_EVENTS = 2_000
/** The longest title an entry takes (collections/Events). */
const MAX_TITLE = 300
/** Events that ended this many days before the import are history, not the school's calendar. */
export const HISTORY_DAYS = 365

export const ICS_MESSAGES = {
  unreadable: 'The file could not be read as a calendar (.ics). Export it again from the calendar and choose it again.',
  noEvents: 'The calendar has no events.',
  tooMany: `The calendar has more than ${MAX_CALENDAR_EVENTS} events; export one school year.`,
  noTitle: 'it has no title.',
  longTitle: `its title is longer than ${MAX_TITLE} characters.`,
  noStart: 'it has no start.',
  cancelled: 'it is cancelled in its calendar.',
  repetition: (reason: string) => `its repetition cannot be kept: ${reason}`,
} as const

const pad = (n: number) => String(n).padStart(2, '0')

const KERALA_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

type Wall = { day: Day; clock: string | null }

/**
 * A calendar time as a Kerala day and time of day: a date stays the date; a time in UTC or in a
 * zone the file defines is moved to Kerala's clock; a floating time, or one in a zone the file
 * names but does not define, is read as Kerala's own.
 */
function keralaWall(time: ICAL.Time): Wall {
  if (time.isDate) return { day: `${time.year}-${pad(time.month)}-${pad(time.day)}`, clock: null }
  if (!time.zone || time.zone.tzid === 'floating')
    return { day: `${time.year}-${pad(time.month)}-${pad(time.day)}`, clock: `${pad(time.hour)}:${pad(time.minute)}` }
  const p = Object.fromEntries(
    KERALA_CLOCK.formatToParts(new Date(time.toUnixTime() * 1000)).map((x) => [x.type, x.value]),
  )
  return { day: `${p.year}-${p.month}-${p.day}`, clock: `${p.hour}:${p.minute}` }
}

/** A time of day on the admin's five-minute clock (lib/calendar/times.ts): 10:07 is 10:05. */
const onClock = (clock: string) => {
  const [h, m] = clock.split(':').map(Number)
  return `${pad(h)}:${pad(m - (m % 5))}`
}

/**
 * The rule as the calendar stores it: an UNTIL that is a moment (a timed event's, in UTC) becomes
 * the Kerala day it falls on, as the admin writes it.
 */
function ruleText(recur: ICAL.Recur): string {
  const text = recur.toString()
  const until = recur.until
  return until && !until.isDate ? text.replace(/UNTIL=[0-9TZ]+/, `UNTIL=${basicDate(keralaWall(until).day)}`) : text
}

const textOf = (event: ICAL.Component, name: string) => {
  const value = event.getFirstPropertyValue(name)
  return typeof value === 'string' ? value.trim() : ''
}

/** The day of the series a changed occurrence replaces (RECURRENCE-ID), or null for any other event. */
function replacedDay(event: ICAL.Component): Day | null {
  const moved = event.getFirstPropertyValue('recurrence-id')
  return moved instanceof ICAL.Time ? keralaWall(moved).day : null
}

const timesOf = (event: ICAL.Component, name: string): ICAL.Time[] =>
  event
    .getAllProperties(name)
    .flatMap((p) => p.getValues())
    .filter((v): v is ICAL.Time => v instanceof ICAL.Time)

/** The first of the event's categories the calendar knows (Holiday, Exam …), else `fallback`. */
function categoryOf(event: ICAL.Component, fallback: EventCategory): EventCategory {
  const names = event
    .getAllProperties('categories')
    .flatMap((p) => p.getValues())
    .map((v) => String(v))
  for (const name of names) {
    const category = name.trim() && readCategory(name)
    if (category) return category
  }
  return fallback
}

export type CalendarFileOptions = {
  /** The category of events that name none the calendar knows (a Google calendar names none). */
  category?: EventCategory
  /** Today in Kerala, from which history is counted. */
  today: Day
}

export type ReadCalendar = Extract<ReadRows, { rows: unknown }> & { history: number }

/** The events of a calendar file as entries, each refused event with its reason. */
export function readCalendarFile(
  text: string,
  { category = DEFAULT_EVENT_CATEGORY, today }: CalendarFileOptions,
): ReadCalendar | { problem: string } {
  let events: ICAL.Component[]
  try {
    const parsed = ICAL.parse(text)
    const calendars = (Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[][]
    events = calendars.flatMap((jcal) => new ICAL.Component(jcal).getAllSubcomponents('vevent'))
  } catch {
    return { problem: ICS_MESSAGES.unreadable }
  }
  if (!events.length) return { problem: ICS_MESSAGES.noEvents }
  if (events.length > MAX_CALENDAR_EVENTS) return { problem: ICS_MESSAGES.tooMany }

  const since = addDays(today, -HISTORY_DAYS)
  const rows: ImportRow[] = []
  const refused: Refusal[] = []
  let history = 0
  // A changed or cancelled occurrence of a repeating event (RECURRENCE-ID) is a day its series skips.
  const skippedBySeries = new Map<string, Day[]>()
  for (const event of events) {
    const [uid, replaced] = [textOf(event, 'uid'), replacedDay(event)]
    if (uid && replaced) skippedBySeries.set(uid, [...(skippedBySeries.get(uid) ?? []), replaced])
  }

  events.forEach((event, i) => {
    const row = i + 1
    const refuse = (reason: string) => void refused.push({ row, reason })
    const title = textOf(event, 'summary')
    if (!title) return refuse(ICS_MESSAGES.noTitle)
    if (title.length > MAX_TITLE) return refuse(ICS_MESSAGES.longTitle)
    if (textOf(event, 'status').toUpperCase() === 'CANCELLED') return refuse(ICS_MESSAGES.cancelled)
    const dtstart = event.getFirstPropertyValue('dtstart')
    if (!(dtstart instanceof ICAL.Time)) return refuse(ICS_MESSAGES.noStart)
    const item = new ICAL.Event(event)
    const start = keralaWall(dtstart)
    const end = keralaWall(item.endDate)
    // An all-day event's end is the day after its last (DTEND is exclusive).
    const last = dtstart.isDate ? addDays(end.day, -1) : end.day
    const endDate = last > start.day ? last : null
    const startTime = start.clock && onClock(start.clock)
    const endClock = end.clock && onClock(end.clock)
    const endTime = startTime && endClock && endClock > startTime ? endClock : null

    const rrule = event.getFirstPropertyValue('rrule')
    const replaced = replacedDay(event)
    let recurrence: string | null = null
    if (rrule instanceof ICAL.Recur && !replaced) {
      recurrence = ruleText(rrule)
      const rule = readRecurrence(recurrence, start.day)
      if (typeof rule === 'string') return refuse(ICS_MESSAGES.repetition(rule))
      if (!rule.after(new Date(`${since}T00:00:00.000Z`), true)) return void history++
    } else if ((endDate ?? start.day) < since) return void history++

    const uid = textOf(event, 'uid')
    const exceptions = recurrence
      ? [...timesOf(event, 'exdate').map((t) => keralaWall(t).day), ...(skippedBySeries.get(uid) ?? [])]
      : []
    rows.push({
      row,
      title,
      date: start.day,
      endDate,
      category: categoryOf(event, category),
      classes: [],
      calendar: {
        // A changed occurrence is an entry of its own beside its series.
        uid: uid ? (replaced ? `${uid}#${replaced}` : uid) : null,
        allDay: !startTime,
        startTime,
        endTime,
        recurrence,
        exceptions: [...new Set(exceptions)].sort(),
        venue: textOf(event, 'location') || null,
        description: textOf(event, 'description') || null,
      },
    })
  })
  return { rows, refused, history }
}
