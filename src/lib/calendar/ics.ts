import type { ICalCalendar } from 'ical-generator'

import type { CalendarFeedEvent } from '@/collections/Events/queries'
import { DEFAULT_EVENT_CATEGORY, type EventCategory } from '@/collections/Events/categories'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/i18n/locales.mjs'
import { translator } from '@/i18n/messages'
import { TZ } from '@/lib/content/format'
import { publicPathOf } from '@/lib/preview/paths'
import { schoolIcal } from '@/lib/site/feeds'
import type { School } from '@/payload-types'

import { addDays, dayOf, type Day } from './occurrences'
import { basicDate } from './repeat-choices'

/**
 * The school calendar as an iCalendar feed (/calendar.ics, issue 51): each entry once, with its
 * repetition as its RRULE and the dates it skips as EXDATE, for the calendar app to expand (a
 * subscribed phone then knows every second Saturday, not a year's worth of copies). The UID is the
 * one /events.ics gives the same event, so adding one event and subscribing never doubles it.
 */

/** A day and a time of day in Kerala, as ical-generator writes a zoned time: its UTC fields are the wall clock. */
function wallClock(day: Day, time: string | null | undefined): Date {
  const [y, m, d] = day.split('-').map(Number)
  const [h, min] = (time ?? '00:00').split(':').map(Number)
  return new Date(Date.UTC(y, m - 1, d, h, min))
}

/**
 * The repetition's lines. A timed entry's UNTIL must be a moment in UTC (RFC 5545 §3.3.10, its
 * start being zoned): a date the office gave is taken to the end of that day in Kerala.
 */
function repetition(entry: CalendarFeedEvent, timed: boolean): string | null {
  const rule = entry.recurrence?.trim().replace(/^RRULE:/i, '')
  if (!rule) return null
  const until = timed ? rule.replace(/UNTIL=(\d{8})(?=;|$)/, (_, d: string) => `UNTIL=${d}T182959Z`) : rule
  const skipped = (entry.exceptions ?? []).map((e) => dayOf(e?.date)).filter((d): d is Day => !!d)
  const at = (d: Day) => (timed ? `${basicDate(d)}T${(entry.startTime ?? '00:00').replace(':', '')}00` : basicDate(d))
  const exdate = skipped.length
    ? timed
      ? `EXDATE;TZID=${TZ}:${skipped.map(at).join(',')}`
      : `EXDATE;VALUE=DATE:${skipped.map(at).join(',')}`
    : null
  return [`RRULE:${until}`, exdate].filter(Boolean).join('\n')
}

export function schoolCalendar(
  origin: string,
  school: Pick<School, 'name' | 'code'>,
  entries: readonly CalendarFeedEvent[],
  locale: Locale = DEFAULT_LOCALE,
): ICalCalendar {
  const t = translator(locale)
  const at = (path: string) => `${origin}${localePath(locale, path)}`
  const calendar = schoolIcal(school, locale, `${t('Routes.Calendar')} - ${school.name}`, at('/Calendar'))
  const host = new URL(origin).hostname
  for (const entry of entries) {
    const first = dayOf(entry.date)
    if (!first) continue
    const last = dayOf(entry.endDate)
    const timed = !entry.allDay && !!entry.startTime
    const category = (entry.category ?? DEFAULT_EVENT_CATEGORY) as EventCategory
    const start = wallClock(first, timed ? entry.startTime : null)
    const end = timed
      ? entry.endTime
        ? wallClock(first, entry.endTime)
        : new Date(start.getTime() + 60 * 60 * 1000)
      : // An all-day entry ends the day after its last (DTEND is exclusive).
        wallClock(addDays(last && last > first ? last : first, 1), null)
    calendar.createEvent({
      id: `event-${entry.id}-${school.code.toLowerCase()}@${host}`,
      start,
      end,
      ...(timed ? { timezone: TZ } : { allDay: true }),
      repeating: repetition(entry, timed),
      summary: entry.title,
      description: entry.description ?? undefined,
      location: entry.venue ?? undefined,
      categories: [{ name: t(`Calendar.categories.${category}`) }],
      url: at(publicPathOf('events', entry)),
      lastModified: new Date(entry.updatedAt),
    })
  }
  return calendar
}
