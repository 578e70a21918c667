import { eventsCalendar } from '@/lib/site/feeds'
import { parseId } from '@/lib/content/listing'
import { calendarEvents } from '@/lib/queries/feeds'
import { siteFile } from '@/lib/site/site-files'
import { searchOf } from '@/lib/site/site-path'
import { localeOf } from '@/i18n/locales.mjs'

/** /events.ics: every published event, to subscribe to; /events.ics?id=N: one, to add once. */
export const GET = siteFile('text/calendar; charset=utf-8', async (school, origin, params) => {
  const search = await searchOf('events.ics', params)
  if (!search) return null
  const locale = localeOf((await params).locale)
  const events = await calendarEvents(school.id, locale)
  const id = search.id === undefined ? null : parseId(search.id)
  if (search.id !== undefined && !id) return null
  const chosen = id ? events.filter((e) => e.id === id) : events
  if (id && !chosen.length) return null
  return eventsCalendar(origin, school, chosen, locale).toString()
})
