import type { School } from '@/payload-types'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/i18n/locales.mjs'

import { env } from '../platform/env'

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
 * A stored file's address as the site links it. With SERVER_URL set, Payload writes it before
 * every file's path; but each school's pages are served on its own host, whose Content-Security-
 * Policy allows pictures from 'self' only, so the path alone is kept. Other addresses are kept
 * whole.
 */
export function sitePath(url: string): string {
  if (url.startsWith('/')) return url
  const configured = env.serverUrl ? new URL(env.serverUrl).origin : null
  try {
    const parsed = new URL(url)
    return parsed.origin === configured ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url
  } catch {
    return url
  }
}

/** An absolute address under `base` for a path of the site or an address Payload gave. */
export const absoluteUrl = (url: string, base: string | URL): string => new URL(sitePath(url), base).href

/**
 * The address pages are known by to search engines and link previews: the school's first domain,
 * else SERVER_URL. A cached page cannot know the host it will be sent to, so without either there
 * is no canonical address (and no preview picture, which must be absolute).
 */
export function siteBase(school: Pick<School, 'domains'>): URL | null {
  if (school.domains?.[0]) return new URL(`https://${school.domains[0]}`)
  return env.serverUrl ? new URL(env.serverUrl) : null
}

/**
 * A calendar feed's https address at the school's own address (Google Calendar's "From URL"; the
 * Malayalam calendar at /ml/…); without one, the plain path on the same host.
 */
export function calendarAddress(
  school: Pick<School, 'domains'>,
  locale: Locale = DEFAULT_LOCALE,
  feed = '/events.ics',
): string {
  const base = siteBase(school)
  const path = localePath(locale, feed)
  return base ? new URL(path, base).href : path
}

/**
 * The address a calendar app subscribes to: the same feed as webcal://…/events.ics; without the
 * school's address, the plain path, which calendar apps take as well.
 */
export const calendarSubscription = (...args: Parameters<typeof calendarAddress>): string =>
  calendarAddress(...args).replace(/^https?:/, 'webcal:')
