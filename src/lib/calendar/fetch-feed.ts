import { publicRequest, PublicRequestError, publicUrl } from '../platform/public-request'

/**
 * A published calendar fetched by its address (a Google or Outlook calendar's "secret address in
 * iCal format", issue 51), by the server for the office. The address is the office's to type, so
 * it goes through lib/platform/public-request, which refuses addresses that are not public, here
 * and at each redirect.
 */

/** The largest calendar taken: a school's year is tens of kilobytes; a busy Google calendar, some hundreds. */
export const MAX_FEED_BYTES = 2 * 1024 * 1024
/** How long the whole fetch may take, redirects included. */
export const FEED_TIMEOUT_MS = 10_000
const MAX_REDIRECTS = 3

export const FEED_MESSAGES = {
  address: 'Write the calendar’s address as it gives it, starting https:// or webcal://.',
  notPublic: 'That address is not on the public internet; the calendar must be published at a public address.',
  unreachable: (host: string) => `${host} could not be reached. Check the address and that the calendar is published.`,
  status: (status: number) =>
    `The calendar’s server answered ${status}${status === 404 ? ' (no such calendar)' : status === 401 || status === 403 ? ' (it is not public)' : ''}. Check the address.`,
  tooBig: `The calendar is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB; export one school year as a file instead.`,
  slow: `The calendar did not arrive within ${FEED_TIMEOUT_MS / 1000} seconds. Try again, or export it as a file.`,
} as const

export type FetchOptions = {
  /** Addresses allowed although not public (CIDR): for the tests' own server only. */
  allow?: string[]
  timeoutMs?: number
}

/** The address as https (webcal:// is a calendar app's name for it), or null when it is no web address. */
export function feedUrl(address: string): URL | null {
  return publicUrl(address.trim().replace(/^webcals?:\/\//i, 'https://'))
}

function problemOf(error: PublicRequestError): string {
  switch (error.reason) {
    case 'bad-address':
      return FEED_MESSAGES.address
    case 'not-public':
      return FEED_MESSAGES.notPublic
    case 'timeout':
      return FEED_MESSAGES.slow
    case 'too-large':
      return FEED_MESSAGES.tooBig
    case 'redirects':
    case 'network':
      return FEED_MESSAGES.unreachable(error.url?.hostname ?? '')
  }
}

/** The calendar at `address`, or what stopped it, in the office's words. */
export async function fetchFeed(
  address: string,
  options: FetchOptions = {},
): Promise<{ text: string } | { problem: string }> {
  const url = feedUrl(address)
  if (!url) return { problem: FEED_MESSAGES.address }
  try {
    const answer = await publicRequest(url, {
      maxRedirects: MAX_REDIRECTS,
      timeoutMs: options.timeoutMs ?? FEED_TIMEOUT_MS,
      readBody: true,
      maxBytes: MAX_FEED_BYTES,
      headers: { Accept: 'text/calendar, */*;q=0.5', 'User-Agent': 'school-site-calendar-import' },
      readUrl: feedUrl,
      allow: options.allow,
    })
    if (answer.status !== 200) return { problem: FEED_MESSAGES.status(answer.status) }
    return { text: (answer.body ?? Buffer.alloc(0)).toString('utf8') }
  } catch (error) {
    if (error instanceof PublicRequestError) return { problem: problemOf(error) }
    throw error
  }
}
