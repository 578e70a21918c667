import { calendarFeedEntries, parseCalendarFilter } from '@/collections/Events/queries'
import { localeOf } from '@/i18n/locales.mjs'
import { schoolCalendar } from '@/lib/calendar/ics'
import { siteFile } from '@/lib/site/site-files'
import { queryOf } from '@/lib/site/site-path'

/**
 * /calendar.ics: the school calendar to subscribe to, repetitions as rules; ?category= and ?class=
 * (each may be given several times) narrow it as /Calendar's filters do.
 */
export const GET = siteFile('text/calendar; charset=utf-8', async (school, origin, params) => {
  const query = await queryOf('calendar.ics', params)
  if (!query) return null
  const locale = localeOf((await params).locale)
  const filter = parseCalendarFilter({ category: query.getAll('category'), class: query.getAll('class') })
  const entries = await calendarFeedEntries(school.id, filter, locale)
  return schoolCalendar(origin, school, entries, locale).toString()
})
