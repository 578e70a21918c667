import http from 'node:http'
import https from 'node:https'

import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent'

/**
 * A published calendar fetched by its address (a Google or Outlook calendar's "secret address in
 * iCal format", issue 51), by the server for the office. The address is the office's to type, so
 * the server must not become a way into the machines beside it: request-filtering-agent refuses
 * the connection when the address, after DNS resolution, is loopback, private, link-local or
 * otherwise not public (and checks again on each redirect, so a public name pointing inward or
 * redirecting inward is refused too). Node's own fetch takes no such agent, hence node:http(s).
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
  let url: URL
  try {
    url = new URL(address.trim().replace(/^webcals?:\/\//i, 'https://'))
  } catch {
    return null
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password ? url : null
}

class FeedProblem extends Error {}

function get(url: URL, options: FetchOptions, signal: AbortSignal): Promise<{ redirect: string } | { text: string }> {
  const filter = { allowIPAddressList: options.allow ?? [] }
  const [client, agent] =
    url.protocol === 'https:'
      ? [https, new RequestFilteringHttpsAgent(filter)]
      : [http, new RequestFilteringHttpAgent(filter)]
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { agent, signal, headers: { Accept: 'text/calendar, */*;q=0.5', 'User-Agent': 'school-site-calendar-import' } },
      (response) => {
        const status = response.statusCode ?? 0
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume()
          return resolve({ redirect: new URL(response.headers.location, url).href })
        }
        if (status !== 200) {
          response.resume()
          return reject(new FeedProblem(FEED_MESSAGES.status(status)))
        }
        if (Number(response.headers['content-length'] ?? 0) > MAX_FEED_BYTES) {
          response.destroy()
          return reject(new FeedProblem(FEED_MESSAGES.tooBig))
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > MAX_FEED_BYTES) {
            response.destroy()
            reject(new FeedProblem(FEED_MESSAGES.tooBig))
          } else chunks.push(chunk)
        })
        response.on('end', () => resolve({ text: Buffer.concat(chunks).toString('utf8') }))
        response.on('error', reject)
      },
    )
    request.on('error', (error) => {
      // request-filtering-agent's refusal: "DNS lookup 127.0.0.1(...) is not allowed. Because, It is private IP address."
      if (/is not allowed/.test(error.message)) reject(new FeedProblem(FEED_MESSAGES.notPublic))
      else if (signal.aborted) reject(new FeedProblem(FEED_MESSAGES.slow))
      else reject(new FeedProblem(FEED_MESSAGES.unreachable(url.hostname)))
    })
  })
}

/** The calendar at `address`, or what stopped it, in the office's words. */
export async function fetchFeed(
  address: string,
  options: FetchOptions = {},
): Promise<{ text: string } | { problem: string }> {
  let url = feedUrl(address)
  if (!url) return { problem: FEED_MESSAGES.address }
  const signal = AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS)
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const answer = await get(url, options, signal)
      if ('text' in answer) return answer
      url = feedUrl(answer.redirect)
      if (!url) return { problem: FEED_MESSAGES.address }
    }
    return { problem: FEED_MESSAGES.unreachable(url.hostname) }
  } catch (error) {
    if (error instanceof FeedProblem) return { problem: error.message }
    if (signal.aborted) return { problem: FEED_MESSAGES.slow }
    throw error
  }
}
