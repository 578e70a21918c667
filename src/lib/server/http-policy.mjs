// @ts-check
/*
 * src/lib/server: the HTTP server's own layer, everything scripts/server.mjs runs before and
 * around Next.js: request policy and headers (this file), the cross-site check (request-origin),
 * the staff session check (staff-session), pages and API answers kept for a second (kept-pages,
 * kept-api-answers, cached-answers, page-query, memory-budget), built files (static-assets), and
 * what Next.js's own cache shares through Redis (next-cache-handler, cache-namespace,
 * redis-connect). Plain JavaScript: the server runs it without a build step.
 */
/**
 * What the HTTP server decides about a request before Next.js reads it: who sent it (the socket,
 * or the trusted proxy's word), how many body bytes it may bring, and the security headers of the
 * answer. Plain JavaScript so that the production server (scripts/server.mjs) runs it without a
 * build step; the app's TypeScript imports the same values.
 */

/** The header through which the server tells the app the visitor's address; never taken from outside. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/** Hosts the school's map may be embedded from (Schools → Contact → Maps embed URL). */
export const MAP_EMBED_HOSTS = ['www.google.com', 'maps.google.com', 'www.openstreetmap.org']

const MB = 1024 * 1024

/** Largest upload staff may send to the media library or as a certificate. */
export const STAFF_UPLOAD_MAX_BYTES = 20 * MB

/**
 * Body caps. A visitor's form (a career application carries a 5 MB CV, 6.7 MB in base64) stays
 * under 8 MB; anonymous calls to the CMS API (login, password reset, first account) are small JSON.
 */
export const BODY_LIMITS = {
  visitor: 8 * MB,
  anonymousCms: 64 * 1024,
  staff: STAFF_UPLOAD_MAX_BYTES + MB,
  // One school's export with all its photos; the endpoint reads it only for a platform admin.
  schoolImport: 4096 * MB,
}

/**
 * What a request refused for its size is told, whether its Content-Length or the bytes it sent
 * passed the cap (scripts/request-handler.mjs).
 * @param {number} max the cap, in bytes
 */
export const tooLargeMessage = (max) => `The request is larger than ${Math.floor(max / 1024)} KB.`

/** Where a platform admin uploads one school's export (src/endpoints/backups.ts). */
export const SCHOOL_IMPORT_PATH = '/cms-api/backups/school-import'

/**
 * TRUST_PROXY: how many proxies in front of the server append to X-Forwarded-For (0: none, the
 * socket's address is the visitor's).
 * @param {string | undefined} value
 */
export function trustedHops(value) {
  const n = Number(value ?? 0)
  return Number.isInteger(n) && n > 0 ? Math.min(n, 10) : 0
}

/** @param {string} address */
const plain = (address) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')

/**
 * The visitor's address. Each trusted proxy appends the address it received the request from, so
 * with `hops` proxies the visitor is the `hops`-th address from the right of the chain that ends
 * with the socket; anything further left was written by the visitor and is ignored.
 * @param {string | undefined} socketAddress
 * @param {string | undefined} forwardedFor
 * @param {number} hops
 */
export function clientAddress(socketAddress, forwardedFor, hops) {
  const socket = plain(socketAddress || 'unknown')
  if (hops === 0) return socket
  const chain = [...(forwardedFor ?? '').split(',').map(plain).filter(Boolean), socket]
  return chain[Math.max(0, chain.length - 1 - hops)]
}

/** @param {string} method */
const bringsNoBody = (method) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS'

/** @param {string} pathname */
const isCms = (pathname) => pathname.startsWith('/cms-api/') || pathname === '/cms-api'

/**
 * True when the request may bring a staff upload's body, if its session is one Payload signed
 * (lib/server/staff-session.mjs checks that, before the body is read).
 * @param {string} method
 * @param {string} pathname
 */
export const mayBringStaffBody = (method, pathname) =>
  !bringsNoBody(method) && (isCms(pathname) || pathname === '/admin' || pathname.startsWith('/admin/'))

/**
 * How many body bytes a request may bring, or null when it brings none worth capping. Staff
 * (a session Payload signed) may upload files to the CMS; anyone else gets a visitor's cap.
 * @param {string} method
 * @param {string} pathname
 * @param {boolean} staff the request brings a session Payload signed
 * @returns {{ max: number, lengthRequired: boolean } | null}
 */
export function bodyLimit(method, pathname, staff) {
  if (bringsNoBody(method)) return null
  if (staff && pathname === SCHOOL_IMPORT_PATH) return { max: BODY_LIMITS.schoolImport, lengthRequired: false }
  if (staff && mayBringStaffBody(method, pathname)) return { max: BODY_LIMITS.staff, lengthRequired: false }
  // Payload reads a whole body (uploads included) before it checks access, so an anonymous body
  // must declare its length and be small.
  if (isCms(pathname)) return { max: BODY_LIMITS.anonymousCms, lengthRequired: true }
  return { max: BODY_LIMITS.visitor, lengthRequired: false }
}

/**
 * Security headers for one answer. Public pages get a Content-Security-Policy that allows only
 * what the site uses: its own origin, the map frame and YouTube thumbnails. Scripts and styles
 * allow 'unsafe-inline' because Next.js inlines its page data as scripts and cached pages cannot
 * carry per-request nonces (docs/security-privacy.md, Headers). The admin may never be framed.
 * @param {string} pathname
 * @param {boolean} https
 * @returns {Record<string, string>}
 */
export function securityHeaders(pathname, https) {
  const admin = pathname === '/admin' || pathname.startsWith('/admin/')
  return HEADER_SETS[`${admin}:${https}`]
}

/** @param {boolean} admin @param {boolean} https @returns {Record<string, string>} */
function buildHeaders(admin, https) {
  /** @type {Record<string, string>} */
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  }
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  if (admin) {
    headers['X-Frame-Options'] = 'DENY'
    headers['Content-Security-Policy'] = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'"
    return headers
  }
  headers['X-Frame-Options'] = 'SAMEORIGIN'
  headers['Content-Security-Policy'] = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // data: for the language switch's six Malayalam glyphs, inside the stylesheet
    // (scripts/language-name-font.mjs).
    "font-src 'self' data:",
    "connect-src 'self'",
    // The service worker that shows the school's pushes (/sw.js, registered from /Subscribe).
    "worker-src 'self'",
    `frame-src ${MAP_EMBED_HOSTS.map((h) => `https://${h}`).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
  return headers
}

// The four combinations are fixed, so each is built once rather than on every request.
/** @type {Record<string, Record<string, string>>} */
const HEADER_SETS = Object.fromEntries(
  [false, true].flatMap((admin) => [false, true].map((https) => [`${admin}:${https}`, buildHeaders(admin, https)])),
)
