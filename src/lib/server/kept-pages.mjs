// @ts-check
/**
 * Pages the HTTP server (scripts/server.mjs) answers itself after Next.js answered them from its
 * page cache: the page's answer is sent again as it was, ETag and compression included, without a
 * trip through Next.js's router, proxy and cache look-up, which cost four fifths of a cached
 * page's time. A save in /admin empties them at once (lib/platform/cache.ts). How long a page is
 * kept depends on whether every save reaches this process: half a minute when it does (SQLite, where
 * this is the only instance; or instances that hear each other's saves through Redis,
 * save-announcements.mjs), a second when another instance may save unheard (PostgreSQL without
 * Redis, or while Redis is away), since Next.js's shared cache answers anew within that second.
 * Only plain visits are kept and served: never a request of the admin, of draft mode or of the
 * client router, whose answers differ per visitor. Plain JavaScript: the server runs it without a
 * build step.
 */
import { encodedAnswer, entryBytes } from './cached-answers.mjs'
import { keptPagesBytes } from './memory-budget.mjs'
import { pageAddress } from './page-query.mjs'
import { processWideValue, setProcessWide } from './process-wide.mjs'

/** How long a page is answered from here when another instance may save unheard, in milliseconds. */
export const KEPT_PAGE_MS = 1000

/**
 * How long when every save reaches this process. Half a minute: what changes with time alone (an
 * event becoming past, a birthday) shows at most that much later than the minute Next.js keeps a
 * page (the site's layout), while a busy page goes to Next.js once in half a minute, not each second.
 */
export const HEARD_KEPT_PAGE_MS = 30_000

/**
 * After a save nothing is kept for this long: the save clears Next.js's tags when its request ends,
 * and a page Next.js answers from its cache before then (here or on an instance that heard of the
 * save first) would be the old one.
 */
export const SAVE_SETTLE_MS = 2000

/** Next.js's answers that are current: rendered now or found current in its cache (not STALE). */
const CURRENT = new Set(['HIT', 'MISS', 'REVALIDATED'])

/** Cookies that change what a page shows: a staff session and Next.js's draft mode. */
const PERSONAL_COOKIES = /(?:^|;\s*)(?:payload-token|__prerender_bypass|__next_preview_data)=/

/** Headers worked out anew for each answer, or about the connection. */
const NOT_KEPT = new Set([
  'etag',
  'vary',
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
])

/**
 * A visit whose answer is the same for every visitor: a GET without credentials, draft mode or
 * the client router's headers (its answers are RSC payloads, not pages).
 * @param {import('node:http').IncomingMessage} req
 */
export function isPlainVisit(req) {
  if (req.method !== 'GET') return false
  const h = req.headers
  if (h.rsc || h['next-router-state-tree'] || h['next-router-prefetch'] || h['next-action']) return false
  if (h.authorization || (req.url || '').includes('_rsc=')) return false
  return !PERSONAL_COOKIES.test(h.cookie || '')
}

/**
 * @typedef {import('./cached-answers.mjs').Version} Version
 * @typedef {{
 *   version: Version,
 *   headers: Record<string, string | number | string[]>,
 *   vary: string | undefined,
 *   until: number,
 *   bytes: number,
 * }} Kept `bytes`: what the entry holds besides its body (entryBytes)
 */

/**
 * The kept pages, bounded in bytes (an eighth of PAGE_CACHE_MB, lib/server/memory-budget.mjs): each page
 * version's body is held once, however many addresses answer it (hosts of one school, addresses
 * that differ only in a query the page does not read, which share one entry besides), and each
 * address's own key and headers count as well. Every host the installation does not serve shares
 * one address (page-query.mjs), and pages past their moment are swept out once a moment, whether
 * or not they are asked for again.
 */
export class KeptPages {
  constructor(ttl = KEPT_PAGE_MS, maxBytes = keptPagesBytes()) {
    this.ttl = ttl
    this.maxBytes = maxBytes
    /** @type {Map<string, Kept>} by address, least recently served first */
    this.entries = new Map()
    /** @type {Map<string, { version: Version, addresses: number }>} the bodies held, by ETag */
    this.bodies = new Map()
    /** The bytes of the bodies held and of each entry's own key and headers. */
    this.bytes = 0
    /** Nothing is kept before this time: see clear. */
    this.keepFrom = 0
    /** The next sweep of pages past their moment: see sweep. */
    this.sweepAt = 0
  }

  /**
   * Keeps the page Next.js just answered from its cache (version as answerCached sent it).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Version} version
   * @param {string | undefined} vary the answer's Vary before the encoding was added
   */
  keep(req, res, version, vary, now = Date.now()) {
    if (now < this.keepFrom || res.statusCode !== 200 || !isPlainVisit(req) || res.getHeader('set-cookie')) return
    if (!CURRENT.has(String(res.getHeader('x-nextjs-cache')))) return
    /** @type {Record<string, string | number | string[]>} */
    const headers = {}
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !NOT_KEPT.has(name)) headers[name] = value
    }
    headers['x-nextjs-cache'] = 'HIT'
    const key = keyOf(req)
    const texts = Object.entries(headers).flatMap(([name, value]) => [name, String(value)])
    const bytes = entryBytes(key, vary ?? '', ...texts)
    if (version.bytes.length + bytes > this.maxBytes) return
    this.drop(key)
    this.entries.set(key, { version: this.hold(version), headers, vary, until: now + this.ttl, bytes })
    this.bytes += bytes
    if (now >= this.sweepAt) this.sweep(now)
    if (this.bytes > this.maxBytes) this.prune()
  }

  /**
   * The version whose body is held for one more address: the one already held when its content
   * is the same (an equal ETag).
   * @param {Version} version
   */
  hold(version) {
    const held = this.bodies.get(version.tag)
    if (held) {
      held.addresses += 1
      return held.version
    }
    this.bodies.set(version.tag, { version, addresses: 1 })
    this.bytes += version.bytes.length
    return version
  }

  /** @param {string} key */
  drop(key) {
    const kept = this.entries.get(key)
    if (!kept) return
    this.entries.delete(key)
    this.bytes -= kept.bytes
    const held = this.bodies.get(kept.version.tag)
    if (held && --held.addresses === 0) {
      this.bodies.delete(kept.version.tag)
      this.bytes -= held.version.bytes.length
    }
  }

  /**
   * Sends the kept answer to a plain visit when there is one; false when the request is for
   * Next.js.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {import('./cached-answers.mjs').EncodedBodies} store
   */
  serve(req, res, store, now = Date.now()) {
    if (!isPlainVisit(req)) return false
    const key = keyOf(req)
    const kept = this.entries.get(key)
    if (!kept) return false
    if (kept.until <= now) {
      this.drop(key)
      return false
    }
    // The most recently served last, so that a flood of other pages pushes out the least used.
    this.entries.delete(key)
    this.entries.set(key, kept)
    const answer = encodedAnswer(req, kept.version, store, kept.vary)
    const headers = { ...kept.headers, ...answer.headers }
    if (answer.status === 304) delete headers['content-type']
    res.writeHead(answer.status, headers)
    res.end(answer.body ?? undefined)
    return true
  }

  /** Empties the kept pages, and keeps none for a moment (SAVE_SETTLE_MS). */
  clear(now = Date.now()) {
    this.entries.clear()
    this.bodies.clear()
    this.bytes = 0
    this.keepFrom = now + SAVE_SETTLE_MS
  }

  /**
   * From now on keeps pages for `ttl` ms; those kept so far go, since a change to a second means
   * saves elsewhere may no longer be heard, and a change from it that some were missed.
   * @param {number} ttl
   */
  keepFor(ttl, now = Date.now()) {
    this.ttl = ttl
    this.clear(now)
  }

  /**
   * Lets the pages past their moment go, once a moment at most: left until their address was
   * asked for again, pages nobody asked for again stayed until a save or a full store.
   * @param {number} now
   */
  sweep(now) {
    for (const [key, kept] of this.entries) if (kept.until <= now) this.drop(key)
    this.sweepAt = now + this.ttl
  }

  /** Too large (a flood of different pages): the least recently served go first. */
  prune() {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break
      this.drop(key)
    }
  }
}

/** @param {import('node:http').IncomingMessage} req */
const keyOf = (req) => pageAddress(req.headers.host, req.url || '/')

/**
 * Makes these the kept pages a save empties (clearKeptPages). Next.js's bundle loads its own copy
 * of this module, so the server's pages are found process-wide (process-wide.mjs).
 * @param {KeptPages} kept
 */
export function offerKeptPages(kept) {
  setProcessWide('keptPages', kept)
}

/** The kept pages the HTTP server offered, if it did (not in `next dev`, scripts or tests). */
export const offeredKeptPages = () => /** @type {KeptPages | undefined} */ (processWideValue('keptPages'))

/** Empties the kept pages of this process: a save in /admin changed what some page shows. */
export function clearKeptPages() {
  offeredKeptPages()?.clear()
}
