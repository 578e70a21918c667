// @ts-check
/**
 * What the HTTP server adds to a page Next.js answers from its cache: an ETag (with 304 for a
 * client or CDN that has it) and the compressed bytes, kept so that each page version is
 * compressed once rather than on every request. Next.js hashes each answer in JavaScript and
 * compresses it anew every time, which cost cached pages a third of their throughput (docs/decisions/0018-etag-and-compression-by-the-server.md). Plain JavaScript: scripts/server.mjs runs it without a build step.
 */
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

import { bodyVersionsBytes, encodedBodiesBytes, heldBytes } from './memory-budget.mjs'
import { pageAddress } from './page-query.mjs'

/** @typedef {'br' | 'gzip'} Encoding */

/**
 * The encoding to answer in: Brotli when the client takes it, else gzip, else none.
 * @param {string | undefined} accept
 * @returns {Encoding | null}
 */
export function pickEncoding(accept) {
  if (!accept) return null
  const offered = new Map(
    accept.split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return [name, q ? Number(q.slice(2)) : 1]
    }),
  )
  const takes = (/** @type {string} */ name) => (offered.get(name) ?? offered.get('*') ?? 0) > 0
  if (takes('br')) return 'br'
  if (takes('gzip')) return 'gzip'
  return null
}

/** @param {string | Buffer} body */
export const etagOf = (body) => createHash('sha1').update(body).digest('base64url').slice(0, 27)

/**
 * True when If-None-Match names the tag (weak or strong, any in a list, or *).
 * @param {string | undefined} header @param {string} tag
 */
export function matches(header, tag) {
  if (!header) return false
  return header === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === tag)
}

export class EncodedBodies {
  /** Compressed bodies kept at most, in bytes; the least recently used go first. */
  constructor(maxBytes = encodedBodiesBytes()) {
    this.maxBytes = maxBytes
    this.bytes = 0
    /** @type {Map<string, Buffer>} */
    this.entries = new Map()
  }

  /**
   * The body compressed, from the store when this version was compressed before.
   * @param {string} tag @param {Encoding} encoding @param {string | Buffer} body
   */
  get(tag, encoding, body) {
    const key = `${tag}:${encoding}`
    const hit = this.entries.get(key)
    if (hit) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    const encoded =
      encoding === 'br'
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
        : zlib.gzipSync(body, { level: 6 })
    this.entries.set(key, encoded)
    this.bytes += encoded.length
    for (const [old, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(old)
      this.bytes -= value.length
    }
    return encoded
  }
}

/** The fixed part of entryBytes. */
const ENTRY_OVERHEAD = 320

/**
 * The bytes an entry of a store of answers holds besides its body (here and in kept-pages.mjs), as
 * an estimate: a fixed part for the Map's slot and the entry's objects (a kept page with its ten
 * headers took about 300 bytes of heap beside its texts, measured over 100,000 entries), and the
 * texts it holds of its own, a byte a character (addresses and headers are Latin-1): its key, a
 * kept page's headers. Counted so that many addresses of one small page fill a store as surely as
 * many pages: when only bodies counted, a flood of invented Host names (one body for all of them)
 * grew the kept pages without bound (issue 47).
 * @param {string} key
 * @param {...string} texts
 */
export const entryBytes = (key, ...texts) => texts.reduce((sum, text) => sum + text.length, ENTRY_OVERHEAD + key.length)

/**
 * The ETag and bytes of the body each page address answers, worked out once per version: Next.js
 * hands the same cached body over on every request, and hashing and encoding 60–200 KB each time
 * cost a tenth of a cached page's time. A body is checked against the one kept (the same string,
 * or equal content), so an address that answers something new gets a new version. The body is
 * held with its bytes for that check, and both count against the budget: once Next.js let the page
 * go, the body held here is its only copy (a thousand schools' homes held 130 MB of such texts
 * when only the bytes counted). Each entry's key counts too (entryBytes).
 */
export class BodyVersions {
  /** @param {number} maxBytes the bodies and their bytes held at most (bodyVersionsBytes) */
  constructor(maxBytes = bodyVersionsBytes()) {
    this.maxBytes = maxBytes
    this.bytes = 0
    /** @type {Map<string, Version>} */
    this.entries = new Map()
  }

  /**
   * @param {string} key the address (and kind) of the answer @param {string | Buffer} body
   * @returns {Version}
   */
  of(key, body) {
    const known = this.entries.get(key)
    // Strings compare by content (at once when they are the same string); Buffers by identity.
    if (known && known.body === body) {
      this.entries.delete(key)
      this.entries.set(key, known)
      return known
    }
    if (known) {
      this.entries.delete(key)
      this.bytes -= versionBytes(key, known)
    }
    /** @type {Version} */
    const version = { body, tag: etagOf(body), bytes: Buffer.isBuffer(body) ? body : Buffer.from(body) }
    this.entries.set(key, version)
    this.bytes += versionBytes(key, version)
    for (const [old, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(old)
      this.bytes -= versionBytes(old, value)
    }
    return version
  }
}

/** @param {string} key @param {Version} version */
const versionBytes = (key, version) =>
  entryBytes(key, version.tag) + version.bytes.length + (version.body === version.bytes ? 0 : heldBytes(version.body))

/**
 * @typedef {{ body: string | Buffer, tag: string, bytes: Buffer, link?: string }} Version
 * @typedef {{ status: 200 | 304, headers: Record<string, string>, body: Buffer | null }} Encoded
 */

/**
 * A version as this request takes it: its ETag (per encoding), a 304 when If-None-Match names it,
 * else the bytes in the encoding the client accepts, compressed once per version by `store`.
 * @param {import('node:http').IncomingMessage} req
 * @param {Version} version
 * @param {EncodedBodies} store
 * @param {string | undefined} vary what the answer varies on besides the encoding
 * @returns {Encoded}
 */
export function encodedAnswer(req, version, store, vary) {
  const encoding = pickEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']))
  const tag = `"${version.tag}${encoding ? `-${encoding}` : ''}"`
  /** @type {Record<string, string>} */
  const headers = { Vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding', ETag: tag }
  if (matches(/** @type {string | undefined} */ (req.headers['if-none-match']), tag)) {
    return { status: 304, headers, body: null }
  }
  const bytes = encoding ? store.get(tag, encoding, version.bytes) : version.bytes
  if (encoding) headers['Content-Encoding'] = encoding
  headers['Content-Length'] = String(bytes.length)
  return { status: 200, headers, body: bytes }
}

/** The page's priority picture: the first <img> the page asks to be fetched first. */
const PRIORITY_IMG = /<img\s[^>]*\bfetchpriority="high"[^>]*>/i

/** @param {string} tag @param {string} name */
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1].replace(/&amp;/g, '&')

/**
 * A `Link` header that preloads the page's priority picture (at the width the browser will pick),
 * or '' when the page has none. The browser reads it with the answer's headers and asks for the
 * picture before the stylesheet and scripts the HTML names, so that it is painted with the first
 * paint. It goes with the page's own answer only, never with the client router's prefetch data.
 * @param {string} html
 */
export function priorityImageLink(html) {
  const img = PRIORITY_IMG.exec(html)?.[0]
  const src = img && attribute(img, 'src')
  if (!img || !src) return ''
  const srcset = attribute(img, 'srcset')
  const sizes = attribute(img, 'sizes')
  const link = [`<${src}>`, 'rel=preload', 'as=image', 'fetchpriority=high']
  if (srcset) link.push(`imagesrcset="${srcset}"`)
  if (srcset && sizes) link.push(`imagesizes="${sizes}"`)
  const header = link.join('; ')
  // A header carries printable ASCII only; a picture whose address needs more is left to the HTML.
  return /^[\x20-\x7e]*$/.test(header) && !/[<>]/.test(src) ? header : ''
}

/**
 * Answers a cached page's body itself when Next.js ends the response with it in one piece:
 * ETag, 304, and compressed bytes from `store`. Returns the version sent, or null when the
 * response is not one of those (streamed, not from the cache, not 200, not to be kept), to be
 * finished as usual.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} body
 * @param {EncodedBodies} store
 * @param {BodyVersions} versions
 * @param {(body?: Buffer) => void} end
 * @returns {Version | null}
 */
export function answerCached(req, res, body, store, versions, end) {
  if (res.headersSent || res.statusCode !== 200 || !res.getHeader('x-nextjs-cache')) return null
  // Next.js labels a draft-mode render (a staff member's preview) too, though it was rendered for
  // that request only and answered no-store: it is not a page version to keep.
  if (/no-store/.test(String(res.getHeader('cache-control') ?? ''))) return null
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return null
  // Addresses that differ in a query the page does not read share one entry (lib/server/page-query.mjs).
  const version = versions.of(`${pageAddress(req.headers.host, req.url || '/')} ${req.headers.rsc ?? ''}`, body)
  if (/^text\/html/.test(String(res.getHeader('content-type') ?? ''))) {
    version.link ??= priorityImageLink(version.bytes.toString())
    if (version.link) res.setHeader('Link', version.link)
  }
  const answer = encodedAnswer(req, version, store, /** @type {string | undefined} */ (res.getHeader('vary')))
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value)
  res.statusCode = answer.status
  if (answer.status === 304) {
    res.removeHeader('Content-Length')
    res.removeHeader('Content-Type')
  }
  end(answer.body ?? undefined)
  return version
}
