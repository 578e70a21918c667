import { createHash } from 'node:crypto'

import ipaddr from 'ipaddr.js'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { env } from '../platform/env'
import { CLIENT_ADDRESS_HEADER } from '../server/http-policy.mjs'
import { redis } from '../platform/redis'

/**
 * A per-client rate limit (a fixed window per client address), counted by the forms, the POST
 * endpoints and the sign-in throttle. With REDIS_URL the count is kept in Redis
 * (rate-limiter-flexible), so several app instances share one limit; without it, in this
 * process's memory. Not marked server-only like lib/submissions/guard.ts: the Payload configuration loads it
 * (through the users collection) in the CLI and the prepare script too, where the marker would throw.
 */

type Window = { start: number; count: number }
const windows = new Map<string, Window>()

/** The limiter never holds more clients than this; the oldest windows go first. */
export const MAX_TRACKED_CLIENTS = 50_000

/** Submissions one client may make in ten minutes, per form (FORM_RATE_LIMIT, default 10). */
export const RATE_LIMIT = {
  get perWindow() {
    return env.formRateLimit
  },
  windowMs: 10 * 60 * 1000,
}

/**
 * True when this client may submit again. The client is kept only as a hash of its address, so
 * the limiter never holds visitors' IP addresses.
 */
export async function allowRequest(
  kind: string,
  clientAddress: string,
  now = Date.now(),
  limit = RATE_LIMIT.perWindow,
): Promise<boolean> {
  const key = keyOf(kind, clientAddress)
  const shared = await sharedLimiter(limit)
  if (shared) {
    try {
      await shared.consume(key)
      return true
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return false
      throw refused
    }
  }
  return allowInMemory(key, now, limit)
}

function allowInMemory(key: string, now: number, limit: number): boolean {
  const current = windows.get(key)
  if (!current || now - current.start > RATE_LIMIT.windowMs) {
    // Deleting first keeps the map in order of window start, so the oldest are evicted first.
    windows.delete(key)
    windows.set(key, { start: now, count: 1 })
    if (windows.size > MAX_TRACKED_CLIENTS) evictOldest(now)
    return true
  }
  current.count += 1
  return current.count <= limit
}

/** Takes back one counted request (a sign-in that succeeded is not an attempt to guess). */
export async function refundRequest(kind: string, clientAddress: string, limit = RATE_LIMIT.perWindow): Promise<void> {
  const key = keyOf(kind, clientAddress)
  const shared = await sharedLimiter(limit)
  if (shared) {
    await shared.reward(key, 1)
    return
  }
  const current = windows.get(key)
  if (current && current.count > 0) current.count -= 1
}

const limiters = new Map<number, RateLimiterRedis>()

/** The Redis-backed limiter for `limit` requests per window, or null without REDIS_URL. */
async function sharedLimiter(limit: number): Promise<RateLimiterRedis | null> {
  const connecting = redis()
  if (!connecting) return null
  const client = await connecting
  let limiter = limiters.get(limit)
  if (!limiter) {
    limiter = new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      keyPrefix: `rate-limit:${limit}`,
      points: limit,
      duration: RATE_LIMIT.windowMs / 1000,
      // While Redis is away each instance counts by itself, rather than refusing or waiting.
      insuranceLimiter: new RateLimiterMemory({ points: limit, duration: RATE_LIMIT.windowMs / 1000 }),
    })
    limiters.set(limit, limiter)
  }
  return limiter
}

const keyOf = (kind: string, clientAddress: string) =>
  createHash('sha256')
    .update(`${kind}:${visitorOf(clientAddress)}`)
    .digest('base64url')
    .slice(0, 22)

/**
 * Who a limit counts: an IPv4 address, or an IPv6 address's /64. A provider gives each household
 * or phone a whole /64 (RFC 6177; phones make up new addresses in it, RFC 8981), so counting
 * IPv6 addresses one by one would let one visitor rotate past any limit. An IPv4 address written
 * as IPv6 (::ffff:192.0.2.1) is the IPv4 one.
 */
export function visitorOf(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16))
  return `${network.join(':')}::/64`
}

function evictOldest(now: number) {
  for (const [key, w] of windows) {
    if (windows.size <= MAX_TRACKED_CLIENTS && now - w.start <= RATE_LIMIT.windowMs) break
    windows.delete(key)
  }
}

/** How many clients the limiter holds now (for tests of its bound). */
export const trackedClients = () => windows.size

/**
 * The visitor's address as the server decided it from the socket (and TRUST_PROXY): never from a
 * header the visitor can write, which scripts/server.mjs overwrites on every request.
 */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) || 'unknown'
}
