import { STATUS_CODES } from 'node:http'

import { publicRequest, PublicRequestError, type PublicResponse } from '../platform/public-request'

/**
 * Whether the documents the CBSE mandatory-disclosure page links to are still there: an
 * affiliation letter moved on the board's site, a certificate deleted from a drive. The server asks
 * each address itself, so it goes through lib/platform/public-request, which refuses addresses
 * inside the network (ADR 0058).
 *
 * HEAD first, so that a 20 MB PDF is not downloaded to learn that it exists; many servers refuse
 * HEAD (405, 501, a 403 from a firewall, a dropped connection) while serving GET, so any refusal
 * but "not there" is asked again by GET, which lets the connection go once the headers are in.
 *
 * Relative addresses (a site path such as /api/media/file/x.pdf) are the caller's to resolve
 * against the site's public address: this module knows no site, and reads them as bad addresses.
 */

export type LinkProblem = 'not-found' | 'error-status' | 'timeout' | 'not-public' | 'bad-address' | 'unreachable'

export type LinkCheck = {
  /** The address as it was given. */
  url: string
  ok: boolean
  /** The last answer's status, after redirects. */
  status?: number
  /** Where the address led, when it was answered (or refused) elsewhere. */
  finalUrl?: string
  problem?: LinkProblem
  /** What is wrong, for the school office. */
  message?: string
}

export type LinkCheckOptions = {
  /** For the link, HEAD and GET and redirects together. */
  timeoutMs?: number
  /** Addresses allowed although not public (CIDR): for the tests' own server only; no setting reaches it. */
  allow?: string[]
}

export const LINK_TIMEOUT_MS = 10_000
export const MAX_LINK_REDIRECTS = 5
/** Answers that mean the document is not there, whatever GET would say. */
const GONE = new Set([404, 410])
// Some sites turn away requests that do not look like a browser's.
const HEADERS = { 'User-Agent': 'Mozilla/5.0 (compatible; school-site-link-check)', Accept: '*/*' }

const statusName = (status: number) => {
  const name = STATUS_CODES[status]
  return name ? `“${status} ${name[0]}${name.slice(1).toLowerCase()}”` : `“${status}”`
}

const seconds = (ms: number) => (ms === 1000 ? '1 second' : `${ms / 1000} seconds`)

export const LINK_MESSAGES = {
  status(status: number): string {
    const answers = `The address answers ${statusName(status)}`
    if (GONE.has(status)) return `${answers}: the document is not there.`
    if (status === 401 || status === 403) return `${answers}: the document is not open to the public.`
    if (status >= 500) return `${answers}: the website holding the document has a fault; try again later.`
    return `${answers} instead of the document.`
  },
  timeout: (ms: number) => `No answer within ${seconds(ms)}.`,
  notPublic: 'The address points inside the school’s own network, which the site does not check.',
  notAbsolute: 'This is not a full web address; it must start with https://.',
  scheme: 'Only web addresses (starting https:// or http://) can be checked.',
  credentials: 'The address holds a user name or password; link to the document without them.',
  redirectedAway: 'The address sends visitors on to something that is not a web page.',
  redirects: `The address sends visitors on more than ${MAX_LINK_REDIRECTS} times without reaching the document.`,
  unreachable: (host: string) => `${host} could not be reached: the website may be down, or the address mistyped.`,
} as const

const hrefOf = (address: string) => (URL.canParse(address) ? new URL(address).href : undefined)

/** Which part of the address given is wrong; when none is, a redirect led somewhere wrong. */
function badAddress(address: string): string {
  if (!URL.canParse(address)) return LINK_MESSAGES.notAbsolute
  const url = new URL(address)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return LINK_MESSAGES.scheme
  if (url.username || url.password) return LINK_MESSAGES.credentials
  return LINK_MESSAGES.redirectedAway
}

function outcome(url: string, answer: PublicResponse | PublicRequestError, timeoutMs: number): LinkCheck {
  if (!(answer instanceof PublicRequestError)) {
    const result = { url, status: answer.status, finalUrl: answer.url.href }
    if (answer.status >= 200 && answer.status < 300) return { ...result, ok: true }
    const problem = GONE.has(answer.status) ? 'not-found' : 'error-status'
    return { ...result, ok: false, problem, message: LINK_MESSAGES.status(answer.status) }
  }
  // Refused before the first request (a bad address), or at a later hop, named as finalUrl.
  const redirected = answer.url !== undefined && answer.url.href !== hrefOf(url.trim())
  const result = { url, ok: false, ...(redirected && answer.url && { finalUrl: answer.url.href }) }
  switch (answer.reason) {
    case 'bad-address':
      return { ...result, problem: 'bad-address', message: badAddress(url.trim()) }
    case 'not-public':
      return { ...result, problem: 'not-public', message: LINK_MESSAGES.notPublic }
    case 'timeout':
      return { ...result, problem: 'timeout', message: LINK_MESSAGES.timeout(timeoutMs) }
    case 'redirects':
      return { ...result, problem: 'unreachable', message: LINK_MESSAGES.redirects }
    case 'network':
    case 'too-large':
      return {
        ...result,
        problem: 'unreachable',
        message: LINK_MESSAGES.unreachable(answer.url?.host ?? 'The website'),
      }
  }
}

/** Whether the document at `url` (a full http(s) address) is there, and if not, why, in the office's words. */
export async function checkLink(url: string, options: LinkCheckOptions = {}): Promise<LinkCheck> {
  const timeoutMs = options.timeoutMs ?? LINK_TIMEOUT_MS
  const deadline = Date.now() + timeoutMs
  const ask = async (method: 'GET' | 'HEAD'): Promise<PublicResponse | PublicRequestError> => {
    try {
      return await publicRequest(url.trim(), {
        method,
        maxRedirects: MAX_LINK_REDIRECTS,
        timeoutMs: Math.max(deadline - Date.now(), 1),
        headers: HEADERS,
        allow: options.allow,
      })
    } catch (error) {
      if (error instanceof PublicRequestError) return error
      throw error
    }
  }

  const head = await ask('HEAD')
  // A connection dropped on HEAD alone, or any refusal but "not there", may be a server that does
  // not take HEAD; every other answer stands.
  const headRefused =
    head instanceof PublicRequestError ? head.reason === 'network' : head.status >= 400 && !GONE.has(head.status)
  if (!headRefused) return outcome(url, head, timeoutMs)
  if (Date.now() >= deadline) return { url, ok: false, problem: 'timeout', message: LINK_MESSAGES.timeout(timeoutMs) }
  return outcome(url, await ask('GET'), timeoutMs)
}

/**
 * Each address checked once, however often it is listed, at most `concurrency` at a time; the
 * results in the order given.
 */
export async function checkLinks(
  urls: readonly string[],
  { concurrency = 4, ...options }: LinkCheckOptions & { concurrency?: number } = {},
): Promise<LinkCheck[]> {
  const unique = [...new Set(urls.map((url) => url.trim()))]
  const results = new Map<string, LinkCheck>()
  let next = 0
  const worker = async () => {
    while (next < unique.length) {
      const url = unique[next++]
      results.set(url, await checkLink(url, options))
    }
  }
  const workers = Math.max(1, Math.min(Math.floor(concurrency), unique.length))
  await Promise.all(Array.from({ length: workers }, worker))
  return urls.map((url) => {
    const result = results.get(url.trim()) ?? { url, ok: false }
    return { ...result, url }
  })
}
