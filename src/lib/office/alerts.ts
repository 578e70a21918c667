/**
 * The urgent alert: a closure or urgent notice shown at the very top of every page of its school
 * until the time the office sets. Its rules live here, shared by the collection, the job that
 * takes it off the cached pages when it ends, and the tests.
 */
import type { PayloadRequest } from 'payload'

import { TZ } from '@/lib/content/format'

/** The longest alert text: one or two sentences fit on a phone's screen above the header. */
export const ALERT_MAX_LENGTH = 280

/**
 * How many alerts the site shows at once, newest first: the dashboard lists the same ones as "on
 * the site now", so it never names an alert no visitor sees.
 */
export const ALERTS_SHOWN = 3

/** Said when one more alert would push the oldest of those on the site off every page. */
export const ALERTS_FULL = `${ALERTS_SHOWN} urgent alerts are on the site now, the most it shows: end one of them (open it and press Unpublish) before publishing another, so that parents see every alert.`

/**
 * Whether the school already shows as many alerts as the site has room for, this one aside: a
 * further one would silently hide the oldest (a closure) from every page.
 */
export async function alertsFull(req: PayloadRequest, school: unknown, id: number | string | undefined) {
  if (typeof school !== 'number' && typeof school !== 'string') return false
  const { totalDocs } = await req.payload.count({
    collection: 'alerts',
    where: {
      and: [
        { school: { equals: school } },
        { _status: { equals: 'published' } },
        { endsAt: { greater_than: new Date().toISOString() } },
        ...(id === undefined ? [] : [{ id: { not_equals: id } }]),
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs >= ALERTS_SHOWN
}

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

/**
 * Where a new alert ends unless the office says otherwise: the end of today, but the end of
 * tomorrow when it is written in the day's last hour. A notice written then is for tomorrow
 * ("school is closed tomorrow"), and today's end would pass before it is published.
 */
export function defaultAlertEnd(now = new Date()): Date {
  const today = endOfKeralaDay(now)
  return today.getTime() - now.getTime() < 60 * 60 * 1000
    ? endOfKeralaDay(new Date(now.getTime() + 2 * 3600_000))
    : today
}

/** Whether an alert with this end still shows at this time. */
export const stillShows = (endsAt: unknown, now = Date.now()): boolean =>
  typeof endsAt === 'string' && new Date(endsAt).getTime() > now
