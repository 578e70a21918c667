// @ts-check
/**
 * Which sites may send a state-changing request that carries the staff session cookie (cross-site
 * request forgery). The HTTP server (scripts/server.mjs) refuses any other before Next.js or
 * Payload reads it, because Payload's own `csrf` list cannot hold them all: besides SERVER_URL,
 * every school's domain (staff work there, where the preview sends them; domains change at any
 * time) and the address the request was sent to, so that the admin works at whatever address
 * reaches the server (http://127.0.0.1:3000 on the office's own machine) without SERVER_URL.
 * Plain JavaScript: the server runs it without a build step.
 */
import { isSchoolHost } from './school-hosts.mjs'
import { SESSION_COOKIE } from './staff-session.mjs'

export const CROSS_SITE_MESSAGE =
  'This request came from another site, so it may not use your staff sign-in. Make the change in the admin at the school’s own address.'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * @typedef {{ serverUrl?: string, https: boolean }} Site
 * what is known of how the site is served: SERVER_URL, and whether it is https only
 */

/**
 * True when the request changes something with the staff cookie and a browser says it was sent by
 * a page of another site. The browser sets Origin on every cross-origin POST, PUT, PATCH and
 * DELETE, and no page can choose it; a request without Origin or Sec-Fetch-Site (curl, a script
 * with a token) is no page's.
 * @param {string} method
 * @param {import('node:http').IncomingHttpHeaders} headers the request's, proxy headers as trusted
 * @param {Site} site
 */
export function isCrossSite(method, headers, site) {
  if (!STATE_CHANGING.has(method) || !SESSION_COOKIE.test(headers.cookie || '')) return false
  const origin = headers.origin
  if (origin === undefined) {
    const fetchSite = headers['sec-fetch-site']
    return fetchSite === 'cross-site' || fetchSite === 'same-site'
  }
  return !isAllowedOrigin(origin, headers, site)
}

/**
 * SERVER_URL, the request's own address (on either scheme: a proxy in front may add TLS), and
 * every school's domains (on https only when SERVER_URL is https, else on either scheme).
 * @param {string} origin
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {Site} site
 */
export function isAllowedOrigin(origin, headers, site) {
  let url
  try {
    url = new URL(origin)
  } catch {
    return false // "null" (a sandboxed frame, a redirect across sites) or nonsense
  }
  if (url.origin !== origin.toLowerCase()) return false
  if (site.serverUrl && originOf(site.serverUrl) === url.origin) return true
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  const ownHost = String(headers['x-forwarded-host'] || headers.host || '')
    .split(',')[0]
    .trim()
    .toLowerCase()
  if (ownHost && url.host === ownHost) return true
  if (url.protocol === 'http:' && site.https) return false
  return url.port === '' && isSchoolHost(url.hostname)
}

/** @param {string} address */
function originOf(address) {
  try {
    return new URL(address).origin
  } catch {
    return ''
  }
}
