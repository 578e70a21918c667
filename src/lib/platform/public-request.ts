import http from 'node:http'
import { isIP } from 'node:net'
import https from 'node:https'

import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent'
import { env } from '@/lib/platform/env'

/**
 * A request the server makes to an address someone else typed (a published calendar, a document
 * linked from the disclosure page): the server sits beside its database, Redis, the cloud's
 * metadata service (169.254.169.254) and the school's own network, and must not become a way into
 * them (ADR 0058). request-filtering-agent checks the address each connection actually goes to,
 * after DNS resolution, and refuses loopback, private, link-local, reserved and meta addresses;
 * every redirect is a new connection through it, so a public name that resolves or redirects
 * inward is refused too. Node's own fetch (undici) takes no such agent, hence node:http(s).
 */

export type PublicRequestReason =
  /** No URL, not http(s), or with a user name or password: here or in a redirect. */
  | 'bad-address'
  | 'not-public'
  | 'timeout'
  | 'too-large'
  /** More redirects than the caller follows (a loop, most often). */
  | 'redirects'
  /** No answer: the name unknown, the connection refused or cut. */
  | 'network'

export class PublicRequestError extends Error {
  constructor(
    readonly reason: PublicRequestReason,
    /** The address being requested when it stopped; absent when the address given was no URL. */
    readonly url: URL | undefined,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'PublicRequestError'
  }
}

export type PublicRequestOptions = {
  method?: 'GET' | 'HEAD'
  /** Redirects followed; one more is refused ('redirects'). */
  maxRedirects: number
  /** For the whole request: every hop, and the body. */
  timeoutMs: number
  /**
   * Read the body of a 2xx answer to a GET. Otherwise the connection is dropped once the headers
   * are in, so a 100 MB document is not downloaded to learn that it is there.
   */
  readBody?: boolean
  /** The largest body taken, counted as it arrives, not trusted from Content-Length ('too-large'). */
  maxBytes?: number
  headers?: Record<string, string>
  /**
   * How a redirect's target is read (a calendar reads webcal:// as https://). Whatever it returns
   * must still be a public-looking http(s) address without credentials.
   */
  readUrl?: (href: string) => URL | null
  /** Addresses allowed although not public (CIDR): for the tests' own server only; no setting reaches it. */
  allow?: string[]
}

export type PublicResponse = {
  status: number
  /** The address that answered, after redirects. */
  url: URL
  headers: http.IncomingHttpHeaders
  /** With `readBody`, for a 2xx answer to a GET. */
  body?: Buffer
}

/** The address when it is an http(s) URL without credentials, else null. */
export function publicUrl(address: string | URL): URL | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password ? url : null
}

/**
 * Whether asking `url` would leave this machine's network: any name but localhost (even its DNS
 * lookup would), and any address outside the private ranges. A server without internet, and every
 * test, sets OUTBOUND_REQUESTS=off; what stays inside still meets the guard below, which refuses it
 * unless a test's `allow` names it.
 */
function reachesOut(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost') return false
  if (!isIP(host)) return true
  return !/^(10\.|127\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|0\.|::1$|::$|f[cd]|fe80:)/.test(host)
}

export async function publicRequest(address: string | URL, options: PublicRequestOptions): Promise<PublicResponse> {
  const first = publicUrl(address)
  if (!first) {
    const given = URL.canParse(address) ? new URL(address) : undefined
    throw new PublicRequestError('bad-address', given, 'Not an http(s) address without credentials.')
  }
  let url = first
  const signal = AbortSignal.timeout(options.timeoutMs)
  for (let redirects = 0; ; redirects++) {
    if (!env.outboundRequests && reachesOut(url))
      throw new PublicRequestError('network', url, 'Requests to other websites are turned off (OUTBOUND_REQUESTS=off).')
    const answer = await once(url, options, signal)
    const location = answer.headers.location
    if (answer.status < 300 || answer.status >= 400 || !location) return answer
    const target = URL.canParse(location, url) ? new URL(location, url) : undefined
    const next = target && publicUrl((options.readUrl ?? publicUrl)(target.href) ?? '')
    if (!next)
      throw new PublicRequestError('bad-address', target ?? url, `Redirected to ${location}, no http(s) address.`)
    if (redirects >= options.maxRedirects)
      throw new PublicRequestError('redirects', next, `More than ${options.maxRedirects} redirects.`)
    url = next
  }
}

/** One hop: its own connection through the agent, under the whole request's signal. */
function once(url: URL, options: PublicRequestOptions, signal: AbortSignal): Promise<PublicResponse> {
  const method = options.method ?? 'GET'
  const filter = { allowIPAddressList: options.allow ?? [] }
  const [client, agent] =
    url.protocol === 'https:'
      ? [https, new RequestFilteringHttpsAgent(filter)]
      : [http, new RequestFilteringHttpAgent(filter)]
  return new Promise<PublicResponse>((done, reject) => {
    const resolve = (answer: PublicResponse) => {
      signal.removeEventListener('abort', onAbort)
      done(answer)
    }
    const fail = (reason: PublicRequestReason, message: string, cause?: unknown) => {
      signal.removeEventListener('abort', onAbort)
      reject(new PublicRequestError(reason, url, message, { cause }))
    }
    // A body that stops arriving may leave neither 'end' nor 'error' behind it: the signal decides.
    const onAbort = () => fail('timeout', `No answer within ${options.timeoutMs} ms.`)
    if (signal.aborted) return onAbort()
    signal.addEventListener('abort', onAbort, { once: true })

    const request = client.request(url, { method, agent, signal, headers: options.headers }, (response) => {
      const status = response.statusCode ?? 0
      const answer: PublicResponse = { status, url, headers: response.headers }
      if (!(options.readBody && method === 'GET' && status >= 200 && status < 300)) {
        response.destroy()
        return resolve(answer)
      }
      const cap = options.maxBytes ?? Infinity
      if (Number(response.headers['content-length'] ?? 0) > cap) {
        response.destroy()
        return fail('too-large', `Larger than ${cap} bytes.`)
      }
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > cap) {
          response.destroy()
          fail('too-large', `Larger than ${cap} bytes.`)
        } else chunks.push(chunk)
      })
      response.on('end', () => resolve({ ...answer, body: Buffer.concat(chunks) }))
      response.on('error', (error) =>
        signal.aborted ? onAbort() : fail('network', `${url.host} stopped sending.`, error),
      )
    })
    request.on('error', (error) => {
      // request-filtering-agent's refusal: "DNS lookup 127.0.0.1(...) is not allowed. Because, It is private IP address."
      if (/is not allowed/.test(error.message)) fail('not-public', `${url.host} is not a public address.`, error)
      else if (signal.aborted) onAbort()
      else fail('network', `${url.host} could not be reached.`, error)
    })
    request.end()
  })
}
