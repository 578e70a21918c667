/*
 * src/lib/accounts: staff accounts: the first account of an installation through its one-time
 * setup link (this file, setup-link), the password rule every account meets (password-rule),
 * accounts that came with a school's import (imported-accounts), and the second factor of
 * sign-in (second-factor and the modules it names).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'
import { APIError } from 'payload'
import { parseCookies } from 'payload/shared'

import { SETUP_COOKIE, SETUP_PARAM, SETUP_REFUSED } from './setup-link'

/** Where the setup token is kept: Payload's key-value store, in the database every instance shares. */
const TOKEN_KEY = 'first-account-setup-token'

type Stored = { token: string }

/**
 * The setup token while the installation has no account (made once and kept, so a restart
 * prints the same link), or null once one exists (and the token is gone).
 */
export async function setupToken(payload: Payload): Promise<string | null> {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) {
    await payload.kv.delete(TOKEN_KEY)
    return null
  }
  const stored = await payload.kv.get<Stored>(TOKEN_KEY)
  if (stored?.token) return stored.token
  const token = randomBytes(24).toString('base64url')
  await payload.kv.set(TOKEN_KEY, { token })
  return token
}

/**
 * Refuses (403) a first account asked for over HTTP without the setup token: in the cookie the
 * link set, or as `?setup=` on the request itself (for a script). The server's own start
 * (ADMIN_EMAIL, Payload's local API) needs none.
 */
export async function requireSetupToken(req: PayloadRequest): Promise<void> {
  if (req.payloadAPI === 'local') return
  const presented = req.searchParams?.get(SETUP_PARAM) || parseCookies(req.headers).get(SETUP_COOKIE) || ''
  const stored = await req.payload.db.findOne<{ id: number; data?: Stored }>({
    collection: 'payload-kv',
    where: { key: { equals: TOKEN_KEY } },
    req,
  })
  const expected = stored?.data?.token
  // Named by hand: Payload sends an error's message only when it has a name, which the production
  // build's minified classes lack (as in hooks/editors-save-drafts.ts).
  if (!expected || !sameText(presented, expected))
    throw Object.assign(new APIError(SETUP_REFUSED, 403, undefined, true), { name: 'Forbidden' })
}

/** Once the first account is made, in the same transaction: the link never works again. */
export async function dropSetupToken(req: PayloadRequest): Promise<void> {
  await req.payload.db.deleteOne({ collection: 'payload-kv', where: { key: { equals: TOKEN_KEY } }, req })
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
