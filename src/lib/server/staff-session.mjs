// @ts-check
/**
 * Whether a request brings a staff session that Payload signed, checked by the HTTP server
 * (scripts/server.mjs) before it reads the body: only such a request may send a body of a staff
 * upload's size. Anyone can send a cookie named payload-token; only Payload can sign one. Payload
 * signs sessions (HS256, with `jose`) with the first 32 hexadecimal characters of the SHA-256 of
 * PAYLOAD_SECRET (payload/dist/index.js, `init`); this checks the signature and the expiry, and
 * leaves the rest (the account, its session) to Payload. Plain JavaScript: the server runs it
 * without a build step.
 */
import { createHash } from 'node:crypto'

import { jwtVerify } from 'jose'

/**
 * Payload's signing key for a secret.
 * @param {string} secret PAYLOAD_SECRET
 */
export const sessionKey = (secret) =>
  new TextEncoder().encode(createHash('sha256').update(secret).digest('hex').slice(0, 32))

/** Payload's session cookie (its cookie prefix is the default, `payload`), with its value. */
export const SESSION_COOKIE = /(?:^|;\s*)payload-token=([^;]*)/

/**
 * The session token of a request, where Payload looks for one: an `Authorization: JWT …` or
 * `Bearer …` header, else the payload-token cookie.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function sessionToken(headers) {
  const authorization = headers.authorization || ''
  if (authorization.startsWith('JWT ')) return authorization.slice(4)
  if (authorization.startsWith('Bearer ')) return authorization.slice(7)
  return SESSION_COOKIE.exec(headers.cookie || '')?.[1] || null
}

/**
 * True when the request's session token carries Payload's signature and has not expired.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {Uint8Array} key from sessionKey
 */
export async function hasSignedSession(headers, key) {
  const token = sessionToken(headers)
  if (!token) return false
  try {
    await jwtVerify(token, key, { algorithms: ['HS256'] })
    return true
  } catch {
    return false
  }
}
