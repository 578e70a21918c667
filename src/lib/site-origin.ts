import type { School } from '@/payload-types'

import { env } from './env'

/**
 * The address links in feeds and the sitemap start with: the host the request came to (each school
 * under its own domain), with https when SERVER_URL or a trusted proxy says the site is behind it.
 */
export function siteOrigin(headers: Headers): string {
  const host = headers.get('host') || 'localhost'
  const configured = env.serverUrl ? new URL(env.serverUrl) : null
  if (configured?.host === host) return configured.origin
  const https = headers.get('x-forwarded-proto') === 'https' || configured?.protocol === 'https:'
  return `${https ? 'https' : 'http'}://${host}`
}

/**
 * The address a calendar app subscribes to (webcal://…/events.ics). A cached page does not know
 * the host it will be sent to, so it names the school's first domain, else SERVER_URL's host;
 * with neither, the plain address on the same host, which calendar apps take as well.
 */
export function calendarSubscription(school: Pick<School, 'domains'>): string {
  const host = school.domains?.[0] ?? (env.serverUrl ? new URL(env.serverUrl).host : null)
  return host ? `webcal://${host}/events.ics` : '/events.ics'
}
