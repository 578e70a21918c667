import { createHash } from 'node:crypto'

export { HONEYPOT_FIELD, RATE_LIMITED_MESSAGE, TRY_AGAIN_MESSAGE } from './messages'

/**
 * Abuse guards shared by every form and POST endpoint: a honeypot field that people never see and
 * bots fill in, and a per-client rate limit (a fixed window per client address).
 */
export const isBot = (value: unknown) => typeof value === 'string' && value.trim() !== ''

type Window = { start: number; count: number }
const windows = new Map<string, Window>()

/** Submissions one client may make in ten minutes, per form (FORM_RATE_LIMIT, default 10). */
export const RATE_LIMIT = {
  get perWindow() {
    const n = Number(process.env.FORM_RATE_LIMIT)
    return Number.isInteger(n) && n > 0 ? n : 10
  },
  windowMs: 10 * 60 * 1000,
}

/**
 * True when this client may submit again. The client is kept only as a hash of its address, so
 * the limiter never holds visitors' IP addresses.
 */
export function allowRequest(kind: string, clientAddress: string, now = Date.now()): boolean {
  const key = createHash('sha256').update(`${kind}:${clientAddress}`).digest('base64url').slice(0, 22)
  const current = windows.get(key)
  if (!current || now - current.start > RATE_LIMIT.windowMs) {
    windows.set(key, { start: now, count: 1 })
    if (windows.size > 50_000) pruneWindows(now)
    return true
  }
  current.count += 1
  return current.count <= RATE_LIMIT.perWindow
}

function pruneWindows(now: number) {
  for (const [key, w] of windows) if (now - w.start > RATE_LIMIT.windowMs) windows.delete(key)
}

/** The visitor's address as the server sees it (the first proxy hop when behind nginx). */
export function clientAddress(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'unknown'
}
