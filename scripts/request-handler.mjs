// @ts-check
/**
 * What the production HTTP server (scripts/server.mjs) does with each request before and around
 * Next.js, in its order: who the visitor is, the security headers, the build's files, the kept
 * pages, the cross-site refusal, the body caps (a staff upload's only with a session Payload
 * signed), compression, the kept API answers, and last Next.js itself. Apart from server.mjs so
 * that tests drive this very order with a stand-in for Next.js only (tests/unit/kept-pages.test.ts).
 */
import compression from 'compression'

import {
  bodyLimit,
  BODY_LIMITS,
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  mayBringStaffBody,
  securityHeaders,
  tooLargeMessage,
} from '../src/lib/server/http-policy.mjs'
import { CROSS_SITE_MESSAGE, isCrossSite } from '../src/lib/server/request-origin.mjs'
import { hasSignedSession, sessionToken } from '../src/lib/server/staff-session.mjs'
import { answerCached, BodyVersions, EncodedBodies } from '../src/lib/server/cached-answers.mjs'
import { keptAnswers } from '../src/lib/server/kept-api-answers.mjs'
import { KeptPages, offerKeptPages } from '../src/lib/server/kept-pages.mjs'
import { STATIC_PREFIX, StaticAssets } from '../src/lib/server/static-assets.mjs'

// Headers a visitor could set to pose as someone else; only a trusted proxy may speak them.
const PROXY_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
]

/**
 * A body refused for its size is read and dropped when it is at most this many times the limit
 * (someone's CV a little too large), so that the sender reads why; a larger one is cut off.
 */
const DRAIN_FACTOR = 4

/**
 * @param {import('node:http').ServerResponse} res @param {number} status @param {string} error
 * @param {boolean} [drain] read the body the request declared (and drop it) instead of closing
 */
function refuse(res, status, error, drain = false) {
  // Closing while a client is still sending makes it see a broken connection, not our message;
  // Node.js drops an unread body itself when the connection is kept.
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    ...(drain ? {} : { Connection: 'close' }),
  })
  res.end(JSON.stringify({ error }))
}

/**
 * Holds a body that declared no length (chunked) to the cap as it arrives, since no header says
 * its size beforehand: once past `max`, it is refused with the declared case's message (unless an
 * answer has begun) and cut off, so that whoever reads it (Next.js, Payload) fails rather than
 * reads on. Node.js's parser hands every chunk to `req.push` whether or not anyone reads yet, so
 * counting there misses nothing and leaves the stream as paused as it was.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {number} max
 */
function capArrivingBody(req, res, max) {
  const push = req.push.bind(req)
  // What arrived while the staff session was checked is waiting in the stream already.
  let received = req.readableLength
  let refused = false
  const refuseOnce = () => {
    refused = true
    if (res.headersSent) return void req.destroy()
    refuse(res, 413, tooLargeMessage(max))
    // Cut off once the refusal is out, and what still arrives until then dropped unread: closed
    // with the sender's bytes unread, the connection would be reset before the answer got there.
    res.once('close', () => req.destroy())
  }
  req.push = (chunk, encoding) => {
    if (refused) return true
    if (chunk !== null) received += chunk.length
    if (received <= max) return push(chunk, encoding)
    refuseOnce()
    return true
  }
  if (received > max) refuseOnce()
}

/**
 * @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown>} NextHandler
 * @typedef {{
 *   handle: NextHandler,
 *   signingKey: Uint8Array,
 *   hops: number,
 *   https: boolean,
 *   serverUrl: string | undefined,
 *   staticDir: string,
 *   keptPageMs?: number,
 * }} Options
 */

/**
 * The server's request listener, with its own kept pages (offered to the app's saves, which empty
 * them) and compressed page bodies.
 * @param {Options} options `handle` is Next.js's request handler; `signingKey` the key Payload
 *   signs sessions with; `hops` the trusted proxies (TRUST_PROXY); `https` and `serverUrl` the
 *   site's address (SERVER_URL); `staticDir` the build's `.next/static`; `keptPageMs` how long a
 *   page is kept at first (KEPT_PAGE_MS unless every save reaches this process; kept-pages.mjs).
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function requestHandler({ handle, signingKey, hops, https, serverUrl, staticDir, keptPageMs }) {
  const site = { serverUrl, https }
  // Compression of every answer, as Next.js's own `compress` would (it is off in next.config.ts);
  // pages from Next.js's cache are compressed once per version instead (src/lib/server/cached-answers.mjs).
  const compress = compression()
  const encodedPages = new EncodedBodies()
  const pageVersions = new BodyVersions()
  // Pages answered from here for a while after Next.js answered them from its cache.
  const keptPages = new KeptPages(keptPageMs)
  offerKeptPages(keptPages)
  // The build's scripts and stylesheets, compressed when it was built (src/lib/server/static-assets.mjs).
  const staticAssets = new StaticAssets(staticDir)

  /**
   * Lets a page that Next.js answers from its cache in one piece be finished by answerCached, and
   * kept for the next visits.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   */
  function finishCachedPages(req, res) {
    const end = res.end.bind(res)
    /** @param {any[]} args */
    res.end = (...args) => {
      const [body] = args
      if (typeof body === 'function') return end(...args)
      const vary = /** @type {string | undefined} */ (res.getHeader('vary'))
      const version = answerCached(req, res, body, encodedPages, pageVersions, (bytes) => (bytes ? end(bytes) : end()))
      if (!version) return end(...args)
      keptPages.keep(req, res, version, vary)
      return res
    }
  }

  /**
   * Refuses a body larger than the request may bring, else hands the request to Next.js.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} method @param {string} pathname @param {string} url
   * @param {boolean} staff the request brings a session Payload signed
   */
  function admit(req, res, method, pathname, url, staff) {
    const limit = bodyLimit(method, pathname, staff)
    if (limit) {
      const declared = req.headers['content-length']
      if (declared === undefined && limit.lengthRequired && req.headers['transfer-encoding']) {
        return refuse(res, 411, 'Send the request with a Content-Length.')
      }
      if (declared !== undefined && Number(declared) > limit.max) {
        return refuse(res, 413, tooLargeMessage(limit.max), Number(declared) <= DRAIN_FACTOR * limit.max)
      }
      // Node.js's parser holds a body to the length it declared; one that declared none is counted.
      if (declared === undefined) capArrivingBody(req, res, limit.max)
    }
    const toNext = () => {
      if (req.method === 'GET') finishCachedPages(req, res)
      handle(req, res).catch((error) => {
        console.error('[server] request failed:', error instanceof Error ? error.name : 'unknown error')
        if (!res.headersSent) refuse(res, 500, 'Something went wrong on our side. Please try again.')
      })
    }
    compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {
      // A public API list answer that is kept is sent from here (src/lib/server/kept-api-answers.mjs).
      const lookUp = req.method === 'GET' && pathname.startsWith('/api/') && !pathname.includes('%') && keptAnswers()
      if (!lookUp) return toNext()
      lookUp(pathname, url.slice(pathname.length), req.headers['if-none-match']).then((kept) => {
        if (!kept) return toNext()
        if (kept.body !== null) kept.headers['Content-Length'] = String(Buffer.byteLength(kept.body))
        res.writeHead(kept.status, kept.headers)
        res.end(kept.body ?? undefined)
      }, toNext)
    })
  }

  return (req, res) => {
    const url = req.url || '/'
    const pathname = url.split('?')[0]
    // Node.js joins repeated X-Forwarded-For headers into one string.
    const forwardedFor = /** @type {string | undefined} */ (req.headers['x-forwarded-for'])
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req.socket.remoteAddress, forwardedFor, hops)
    if (hops === 0) for (const name of PROXY_HEADERS) delete req.headers[name]
    for (const [name, value] of Object.entries(securityHeaders(pathname, https))) res.setHeader(name, value)
    if (pathname.startsWith(STATIC_PREFIX) && staticAssets.serve(req, res, pathname)) return
    if (keptPages.serve(req, res, encodedPages)) return

    const method = req.method || 'GET'
    if (isCrossSite(method, req.headers, site)) {
      const small = Number(req.headers['content-length'] ?? Infinity) <= DRAIN_FACTOR * BODY_LIMITS.anonymousCms
      return refuse(res, 403, CROSS_SITE_MESSAGE, small)
    }
    // A staff-sized body only with a session Payload signed: a cookie anyone can invent is anonymous.
    if (mayBringStaffBody(method, pathname) && sessionToken(req.headers)) {
      hasSignedSession(req.headers, signingKey).then(
        (staff) => admit(req, res, method, pathname, url, staff),
        () => admit(req, res, method, pathname, url, false),
      )
    } else admit(req, res, method, pathname, url, false)
  }
}
