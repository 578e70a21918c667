#!/usr/bin/env node
/**
 * The production HTTP server: Next.js's own request handler behind a thin Node.js server that
 * decides, before any body is read, who the visitor is (the socket address, or what TRUST_PROXY
 * trusted proxies say), whether a request using the staff cookie comes from the site itself, how
 * many body bytes the request may bring (a staff upload's only with a session Payload signed),
 * and the security headers.
 * `next start` cannot do this: it keeps whatever X-Forwarded-For a visitor invents.
 */
import http from 'node:http'
import path from 'node:path'

import compression from 'compression'
import next from 'next'

import {
  bodyLimit,
  BODY_LIMITS,
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  mayBringStaffBody,
  securityHeaders,
  trustedHops,
} from '../src/lib/server/http-policy.mjs'
import { payloadSecretIn } from '../src/lib/server/payload-secret.mjs'
import { CROSS_SITE_MESSAGE, isCrossSite } from '../src/lib/server/request-origin.mjs'
import { hasSignedSession, sessionKey, sessionToken } from '../src/lib/server/staff-session.mjs'
import { answerCached, BodyVersions, EncodedBodies } from '../src/lib/server/cached-answers.mjs'
import { keptAnswers } from '../src/lib/server/kept-api-answers.mjs'
import { KeptPages } from '../src/lib/server/kept-pages.mjs'
import { STATIC_PREFIX, StaticAssets } from '../src/lib/server/static-assets.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT || 3000)
const hops = trustedHops(process.env.TRUST_PROXY)
const https = /^https:\/\//i.test(process.env.SERVER_URL || '')
const site = { serverUrl: process.env.SERVER_URL || undefined, https }

// Headers a visitor could set to pose as someone else; only a trusted proxy may speak them.
const PROXY_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
]

let listening = false
process.on('exit', (code) => {
  if (code && !listening) console.error(`[server] stopped before it was ready (exit code ${code})`)
})

const app = next({ dev: false, dir: root, hostname: 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()
// The key Payload signs sessions with (npm start's prepare step has made the secret by now).
const signingKey = sessionKey(payloadSecretIn(path.resolve(process.env.DATA_DIR || 'data'), process.env.PAYLOAD_SECRET))

// Compression of every answer, as Next.js's own `compress` would (it is off in next.config.ts);
// pages from Next.js's cache are compressed once per version instead (src/lib/server/cached-answers.mjs).
const compress = compression()
const encodedPages = new EncodedBodies()
const pageVersions = new BodyVersions()
// Pages answered from here for a second after Next.js answered them from its cache.
const keptPages = new KeptPages()
// The build's scripts and stylesheets, compressed when it was built (src/lib/server/static-assets.mjs).
const staticAssets = new StaticAssets(path.join(root, '.next', 'static'))

/**
 * Lets a page that Next.js answers from its cache in one piece be finished by answerCached, and
 * kept for the next visits.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
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
 * A body refused for its size is read and dropped when it is at most this many times the limit
 * (someone's CV a little too large), so that the sender reads why; a larger one is cut off.
 */
const DRAIN_FACTOR = 4

/**
 * @param {http.ServerResponse} res @param {number} status @param {string} error
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

const server = http.createServer((req, res) => {
  const url = req.url || '/'
  const pathname = url.split('?')[0]
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], hops)
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
})

/**
 * Refuses a body larger than the request may bring, else hands the request to Next.js.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res
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
      const message = `The request is larger than ${Math.floor(limit.max / 1024)} KB.`
      return refuse(res, 413, message, Number(declared) <= DRAIN_FACTOR * limit.max)
    }
  }
  const toNext = () => {
    if (req.method === 'GET') finishCachedPages(req, res)
    handle(req, res).catch((error) => {
      console.error('[server] request failed:', error instanceof Error ? error.name : 'unknown error')
      if (!res.headersSent) refuse(res, 500, 'Something went wrong on our side. Please try again.')
    })
  }
  compress(req, res, () => {
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

// An idle connection is kept longer than nginx (60 s for its upstream connections) or a load
// balancer keeps it: with Node.js's 5 s, a client reusing a connection just as the server closes
// it gets a reset instead of an answer (nginx turns that into a 502 for the visitor).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

server.listen(port, () => {
  listening = true
  console.log(`[server] ready on http://localhost:${port}`)
  // The first page starts Payload with its schedule (the nightly retention job), visitors or not.
  fetch(`http://127.0.0.1:${port}/`).catch(() => {})
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive connections would hold the close; give requests in flight a moment.
    setTimeout(() => process.exit(0), 3000).unref()
    server.closeIdleConnections()
  })
}
