import type { CalendarFilter } from '@/collections/Events/queries'

import type { Month } from './month'

export type CalendarView = 'month' | 'agenda'

export const parseView = (value: unknown): CalendarView =>
  (Array.isArray(value) ? value[0] : value) === 'agenda' ? 'agenda' : 'month'

/** The filter as query parameters, in the order the page's form sends them. */
export function filterQuery(filter: CalendarFilter): URLSearchParams {
  const query = new URLSearchParams()
  for (const category of filter.categories) query.append('category', category)
  for (const schoolClass of filter.classes) query.append('class', schoolClass)
  return query
}

/** /Calendar for a month, a view and a filter; the defaults (this month, the grid) are left out. */
export function calendarPath(options: { month?: Month | null; view?: CalendarView; filter: CalendarFilter }): string {
  const query = new URLSearchParams()
  if (options.month) query.set('month', options.month)
  if (options.view === 'agenda') query.set('view', 'agenda')
  for (const [key, value] of filterQuery(options.filter)) query.append(key, value)
  const text = query.toString()
  return text ? `/Calendar?${text}` : '/Calendar'
}

/** The feed of the entries the filter shows. */
export function feedPath(filter: CalendarFilter): string {
  const text = filterQuery(filter).toString()
  return text ? `/calendar.ics?${text}` : '/calendar.ics'
}
