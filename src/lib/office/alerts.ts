/**
 * The urgent alert: a closure or urgent notice shown at the very top of every page of its school
 * until the time the office sets. Its rules live here, shared by the collection, the job that
 * takes it off the cached pages when it ends, and the tests.
 */
import { TZ } from '@/lib/content/format'

/** The longest alert text: one or two sentences fit on a phone's screen above the header. */
export const ALERT_MAX_LENGTH = 280

/**
 * How many alerts the site shows at once, newest first: the dashboard lists the same ones as "on
 * the site now", so it never names an alert no visitor sees.
 */
export const ALERTS_SHOWN = 3

/** Said when an alert is published with an end that has passed. */
export const ALERT_ENDED =
  'This end time has already passed: choose a time still to come, or the alert would never show.'

/**
 * The end of today in Kerala (23:59), where a new alert ends unless the office says otherwise:
 * most closures are for the day they are announced.
 */
export function endOfKeralaDay(now = new Date()): Date {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' })
  // Kerala has no daylight saving: it is always UTC+05:30.
  return new Date(`${day.format(now)}T23:59:00+05:30`)
}

/** Whether an alert with this end still shows at this time. */
export const stillShows = (endsAt: unknown, now = Date.now()): boolean =>
  typeof endsAt === 'string' && new Date(endsAt).getTime() > now
