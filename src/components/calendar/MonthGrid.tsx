import type { CalendarEvent } from '@/collections/Events/queries'
import { localePath, type Locale } from '@/i18n/locales.mjs'
import type { Day } from '@/lib/calendar/occurrences'
import type { DayEntry } from '@/lib/calendar/month'
import { weekdayNames } from '@/lib/content/format'

import { EntryLine, type EntryWords } from './EntryLine'
import { noSchoolOn } from './no-school'

/**
 * How many entries a day's cell shows; the rest are "+N more", a link to that day in the list. A
 * busy school's month is hundreds of entries, and a cell of ten is read by no one (decision 0056).
 */
export const DAY_CELL_ENTRIES = 3

/**
 * How many lines of entries a printed page holds (site.css, @media print): a month that needs more,
 * its entries each wrapped to two lines, prints each on one line, cut with "…", so it keeps to one
 * A4 page; a quieter month keeps its titles whole.
 */
const PRINT_LINES = 40

function printsDense(weeks: (Day | null)[][], byDay: Map<Day, DayEntry<CalendarEvent>[]>) {
  const lines = (day: Day | null) => {
    const count = day ? (byDay.get(day)?.length ?? 0) : 0
    return Math.min(count, DAY_CELL_ENTRIES) * 2 + (count > DAY_CELL_ENTRIES ? 1 : 0)
  }
  return weeks.reduce((sum, week) => sum + 1 + Math.max(...week.map(lines)), 0) > PRINT_LINES
}

/** A day's entries with the holidays of the whole school first: what a cell must not hide. */
const holidaysFirst = (entries: DayEntry<CalendarEvent>[]) =>
  [...entries].sort((a, b) => Number(noSchoolOn([b])) - Number(noSchoolOn([a])))

/**
 * The month as a table: a column per weekday, a row per week, each day with its entries (a
 * multi-day entry on every day it covers). Today and the days with no school are said in words.
 * On a phone the table reads as a list of the days that have something (site.css, .calendar-grid).
 */
export function MonthGrid({
  caption,
  weeks,
  byDay,
  today,
  locale,
  words,
  dayInList,
}: {
  caption: string
  weeks: (Day | null)[][]
  byDay: Map<Day, DayEntry<CalendarEvent>[]>
  today: Day
  locale: Locale
  words: EntryWords & { today: string; noSchool: string; more: (count: number) => string }
  /** The address of a day in the list view, which "+N more" opens. */
  dayInList: (day: Day) => string
}) {
  const [long, short] = [weekdayNames(locale, 'long'), weekdayNames(locale, 'short')]
  return (
    <table
      className="calendar-grid w-full table-fixed border-collapse"
      data-print={printsDense(weeks, byDay) ? 'dense' : undefined}
    >
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {short.map((name, i) => (
            <th key={name} scope="col" className="border border-slate-300 bg-brand-soft p-1 text-sm">
              <abbr title={long[i]} className="no-underline">
                {name}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((day, i) => {
              if (!day)
                return <td key={`empty-${i}`} className="calendar-outside border border-slate-200 bg-slate-50" />
              const entries = holidaysFirst(byDay.get(day) ?? [])
              const hidden = entries.length - DAY_CELL_ENTRIES
              const isToday = day === today
              const noSchool = noSchoolOn(entries)
              const busy = entries.length > 0 || isToday
              return (
                <td
                  key={day}
                  data-day={day}
                  aria-current={isToday ? 'date' : undefined}
                  className={busy ? undefined : 'calendar-free'}
                >
                  <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                    <span className="font-semibold">
                      <span className="calendar-weekday">{long[i]}, </span>
                      {Number(day.slice(8))}
                    </span>
                    {isToday && (
                      <span className="rounded bg-brand px-1 text-xs font-semibold text-white">{words.today}</span>
                    )}
                    {noSchool && <span className="text-xs font-semibold text-red-800">{words.noSchool}</span>}
                  </p>
                  {entries.length > 0 && (
                    <ul>
                      {entries.slice(0, hidden > 0 ? DAY_CELL_ENTRIES : undefined).map(({ entry, start }) => (
                        <li key={`${entry.id}-${start}`}>
                          <EntryLine event={entry} locale={locale} words={words} />
                        </li>
                      ))}
                      {hidden > 0 && (
                        <li>
                          <a href={localePath(locale, dayInList(day))} className="calendar-more">
                            {words.more(hidden)}
                          </a>
                        </li>
                      )}
                    </ul>
                  )}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
