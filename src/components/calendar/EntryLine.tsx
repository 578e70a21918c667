import type { CalendarEvent } from '@/collections/Events/queries'
import { DEFAULT_EVENT_CATEGORY, type EventCategory } from '@/collections/Events/categories'
import { localePath, type Locale } from '@/i18n/locales.mjs'
import { eventTime } from '@/lib/content/format'
import { langOf } from '@/lib/content/in-locale'
import { publicPathOf } from '@/lib/preview/paths'

import type { Day } from '@/lib/calendar/occurrences'

import { CATEGORY_STYLE } from './category-style'

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
    <a
      href={localePath(locale, publicPathOf('events', event))}
      className={`block rounded-sm border-l-4 px-1.5 py-0.5 text-sm leading-snug text-ink no-underline hover:underline ${CATEGORY_STYLE[category]}`}
    >
      <span className="block text-xs font-semibold text-slate-700">{words.category(category)}</span>
      <span lang={langOf(event, 'title')} className="font-medium">
        {event.title}
      </span>
      {event.time && <span className="block text-xs text-slate-700">{eventTime(event.time, locale)}</span>}
      {lastDay && <span className="block text-xs text-slate-700">{words.until(lastDay)}</span>}
      {detailed && (
        <span className="block text-xs text-slate-700">
          {words.classes((event.classes ?? []) as string[])}
          {event.venue && (
            <>
              {' · '}
              <span lang={langOf(event, 'venue')}>{event.venue}</span>
            </>
          )}
        </span>
      )}
    </a>
  )
}
