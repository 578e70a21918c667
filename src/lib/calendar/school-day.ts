import { addDays, weekdayOf, type Day } from './occurrences'
import { entriesByDay } from './month'
import type { CalendarEvent } from '@/collections/Events/queries'

/**
 * "Is there school tomorrow?" (issue 51): no, when a holiday for the whole school covers the day
 * (a second Saturday, the Onam holidays, a rain holiday marked from its alert), or when it is a
 * Sunday; else yes. Days are Kerala days, so the answer turns at midnight in Kerala.
 */
export type SchoolDayAnswer =
  { day: Day; school: true } | { day: Day; school: false; reason: { holiday: CalendarEvent } | { sunday: true } }

export function schoolOn(day: Day, holidays: readonly CalendarEvent[]): SchoolDayAnswer {
  const covering = (entriesByDay(holidays, day, day).get(day) ?? []).find(
    ({ entry }) => entry.category === 'holiday' && !(entry.classes ?? []).length,
  )
  if (covering) return { day, school: false, reason: { holiday: covering.entry } }
  if (weekdayOf(day) === 0) return { day, school: false, reason: { sunday: true } }
  return { day, school: true }
}

export const tomorrowOf = (today: Day): Day => addDays(today, 1)
