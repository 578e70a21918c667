import type { CalendarEvent } from '@/collections/Events/queries'
import type { DayEntry } from '@/lib/calendar/month'

/** A day with a holiday for the whole school (no class named) has no school. */
export const noSchoolOn = (entries: readonly DayEntry<CalendarEvent>[]) =>
  entries.some(({ entry }) => entry.category === 'holiday' && !(entry.classes ?? []).length)
