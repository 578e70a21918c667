import type { CalendarEvent } from '@/collections/Events/queries'
import { DEFAULT_EVENT_CATEGORY, type EventCategory } from '@/collections/Events/categories'
import { localePath, type Locale } from '@/i18n/locales.mjs'
import { eventTime } from '@/lib/content/format'
import { langOf } from '@/lib/content/in-locale'
import { publicPathOf } from '@/lib/preview/paths'

import type { Day } from '@/lib/calendar/occurrences'

export type EntryWords = {
  category: (c: EventCategory) => string
  classes: (list: string[]) => string
  /** "until Friday 1 January", for an entry of several days in the list. */
  until: (day: Day) => string
}

/** One entry on a day: what it is, its title (to its own page), and its time where it has one. */
export function EntryLine({
  event,
  locale,
  words,
  detailed = false,
  lastDay,
}: {
  event: CalendarEvent
  locale: Locale
  words: EntryWords
  /** The list view adds the classes and the venue. */
  detailed?: boolean
  /** The last day of an entry of several days, which the list says. */
  lastDay?: Day
}) {
  const category = (event.category ?? DEFAULT_EVENT_CATEGORY) as EventCategory
  return (
    // Styled by site.css (.calendar-entry): a month holds hundreds of these, and a class each keeps its page small.
    <a href={localePath(locale, publicPathOf('events', event))} className="calendar-entry" data-category={category}>
      <small>{words.category(category)}</small>
      <b lang={langOf(event, 'title')}>{event.title}</b>
      {event.time && <small>{eventTime(event.time, locale)}</small>}
      {lastDay && <small>{words.until(lastDay)}</small>}
      {detailed && (
        <small>
          {words.classes((event.classes ?? []) as string[])}
          {event.venue && (
            <>
              {' · '}
              <span lang={langOf(event, 'venue')}>{event.venue}</span>
            </>
          )}
        </small>
      )}
    </a>
  )
}
