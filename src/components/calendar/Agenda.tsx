import type { CalendarEvent } from '@/collections/Events/queries'
import type { Locale } from '@/i18n/locales.mjs'
import type { Day } from '@/lib/calendar/occurrences'
import type { DayEntry } from '@/lib/calendar/month'
import { dayText } from '@/lib/content/format'

import { EntryLine, type EntryWords } from './EntryLine'
import { noSchoolOn } from './no-school'

/** The anchor of a day in the list, which the grid's "+N more" links to. */
export const agendaDayId = (day: Day) => `day-${day}`

/** The month as a list: each day that has something, in order, with its entries in full. */
export function Agenda({
  byDay,
  today,
  locale,
  words,
}: {
  byDay: Map<Day, DayEntry<CalendarEvent>[]>
  today: Day
  locale: Locale
  words: EntryWords & { today: string; noSchool: string }
}) {
  const days = [...byDay.keys()].sort()
  return (
    <ol className="calendar-agenda space-y-4">
      {days.map((day) => {
        const entries = byDay.get(day)!
        return (
          <li key={day} id={agendaDayId(day)} aria-current={day === today ? 'date' : undefined}>
            <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold">
              {dayText(day, locale)}
              {day === today && <span className="rounded bg-brand px-1 text-xs text-white">{words.today}</span>}
              {noSchoolOn(entries) && <span className="text-sm text-red-800">{words.noSchool}</span>}
            </h3>
            <ul>
              {entries.map(({ entry, start, end }) => (
                <li key={`${entry.id}-${start}`}>
                  <EntryLine
                    event={entry}
                    locale={locale}
                    words={words}
                    detailed
                    lastDay={end > start ? end : undefined}
                  />
                </li>
              ))}
            </ul>
          </li>
        )
      })}
    </ol>
  )
}
