import type { Where } from 'payload'

import { isCircularClass, type CircularClass } from '@/collections/Circulars/categories'
import { LISTS, whereOf } from '@/lib/content/content-lists'
import { datedListing } from '@/lib/content/listing'
import { inLocale } from '@/lib/content/in-locale'
import type { Day } from '@/lib/calendar/occurrences'
import { cachedQuery } from '@/lib/queries/cached-query'
import { schoolTag } from '@/lib/platform/cache'
import { payloadClient } from '@/lib/platform/payload'
import { siteAccess, siteReads } from '@/lib/preview/session'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales.mjs'
import type { Event } from '@/payload-types'

import { isEventCategory, type EventCategory } from './categories'

/** /Events: newest first by date (SPEC §9); months offered are those with events. */
export const eventsListing = datedListing<Event>(LISTS.events, 'date')

/** The calendar's filters: what an entry is, and the class a parent's child is in (several allowed in the feed). */
export type CalendarFilter = { categories: EventCategory[]; classes: CircularClass[] }

const many = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : [])

/** The filters from the query string; anything that is no category or class is ignored. */
export function parseCalendarFilter(search: Record<string, string | string[] | undefined>): CalendarFilter {
  return {
    categories: [...new Set(many(search.category))].filter(isEventCategory),
    classes: [...new Set(many(search.class))].filter(isCircularClass),
  }
}

/** A class's parents see its own entries and those for the whole school (no class named). */
export function calendarFilterWhere({ categories, classes }: CalendarFilter): Where[] {
  return [
    ...(categories.length ? [{ category: { in: categories } }] : []),
    ...(classes.length ? [{ or: [{ classes: { in: classes } }, { classes: { exists: false } }] }] : []),
  ]
}

/** What the calendar's pages read of an entry: a month's page reads hundreds. */
export const CALENDAR_SELECT = {
  title: true,
  date: true,
  endDate: true,
  time: true,
  venue: true,
  category: true,
  classes: true,
  recurrence: true,
  exceptions: true,
} as const

/** What its feed reads besides: the times a calendar app keeps, the description, the last change. */
export const CALENDAR_FEED_SELECT = {
  ...CALENDAR_SELECT,
  allDay: true,
  startTime: true,
  endTime: true,
  description: true,
  updatedAt: true,
} as const

export type CalendarEvent = Pick<Event, 'id' | keyof typeof CALENDAR_SELECT>
export type CalendarFeedEvent = Pick<Event, 'id' | keyof typeof CALENDAR_FEED_SELECT>

const kerala = (day: Day, time: string) => new Date(`${day}T${time}+05:30`).toISOString()

/** A repeating entry may fall in any range after its first day; one of several days may begin before it. */
const fallsBetween = (from: Day, to: Day): Where => ({
  and: [
    { date: { less_than_equal: kerala(to, '23:59:59.999') } },
    {
      or: [
        { date: { greater_than_equal: kerala(from, '00:00:00') } },
        { endDate: { greater_than_equal: kerala(from, '00:00:00') } },
        { and: [{ recurrence: { exists: true } }, { recurrence: { not_equals: '' } }] },
      ],
    },
  ],
})

/** A school's published entries matching `where`, as the calendar reads them, in the visitor's language. */
async function readEntries<T extends CalendarEvent>(
  where: Where[],
  options: { sort: string[]; limit?: number; select: typeof CALENDAR_SELECT | typeof CALENDAR_FEED_SELECT },
  locale: Locale,
) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'events',
    where: { and: where },
    ...(options.limit ? { limit: options.limit } : { pagination: false }),
    sort: options.sort,
    depth: 0,
    select: options.select,
    ...siteReads(),
  })
  return inLocale(docs as T[], locale)
}

/**
 * A school's published entries that may fall between two days (inclusive) for the filter, in the
 * visitor's language; lib/calendar/month.ts places them on their days.
 */
export const calendarEntries = cachedQuery(
  'calendar-entries',
  async (
    school: number,
    from: Day,
    to: Day,
    filter: CalendarFilter,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<CalendarEvent[]> =>
    readEntries(
      [whereOf(LISTS.events, school), fallsBetween(from, to), ...calendarFilterWhere(filter)],
      { sort: ['date', 'id'], select: CALENDAR_SELECT },
      locale,
    ),
  (school) => [schoolTag(school)],
)

/** How many entries a feed carries at most: a school's calendar is some hundreds a year. */
export const FEED_ENTRIES = 5_000

/** A school's published entries for the filter, newest first by date: the calendar's feed. */
export const calendarFeedEntries = cachedQuery(
  'calendar-feed',
  async (school: number, filter: CalendarFilter, locale: Locale = DEFAULT_LOCALE): Promise<CalendarFeedEvent[]> =>
    readEntries<CalendarFeedEvent>(
      [whereOf(LISTS.events, school), ...calendarFilterWhere(filter)],
      { sort: ['-date', '-id'], limit: FEED_ENTRIES, select: CALENDAR_FEED_SELECT },
      locale,
    ),
  (school) => [schoolTag(school)],
)

/**
 * Whether the school keeps holidays in its calendar at all: until it does, "Is there school
 * tomorrow?" is not asked, since "yes" would rest on nothing.
 */
export const keepsHolidays = cachedQuery(
  'calendar-keeps-holidays',
  async (school: number): Promise<boolean> => {
    const payload = await payloadClient()
    const { totalDocs } = await payload.count({
      collection: 'events',
      where: { and: [whereOf(LISTS.events, school), { category: { equals: 'holiday' } }] },
      ...siteAccess(),
    })
    return totalDocs > 0
  },
  (school) => [schoolTag(school)],
)
