import type { CollectionBeforeOperationHook, Payload } from 'payload'

import { env } from '@/lib/platform/env'

/*
 * Staff accounts that came with a school's import (lib/backups/school-import.ts) have no password:
 * the archive's password hashes are never taken, and no mail goes to an address an archive named.
 * The importing platform admin confirms each account by making its set-password link here and
 * hands it to the person; until the password is set, the account cannot sign in and a "forgot
 * password" for it mails nothing.
 */

/** How long a set-password link of an imported account works: time to hand it over in person. */
export const IMPORTED_LINK_HOURS = 72

export const NOT_AWAITING = 'That account has a password already: its owner signs in, or uses "Forgot password".'

type Account = { id: number | string; email: string; hash?: string | null }

const hasPassword = (account: Account) => typeof account.hash === 'string' && account.hash.length > 0

/** The accounts still waiting for their first password (every one came from an import). */
export async function accountsAwaitingPassword(payload: Payload) {
  const { docs } = await payload.db.find<Account & { role: string; school?: unknown }>({
    collection: 'users',
    pagination: false,
    sort: 'email',
  })
  return docs.filter((a) => !hasPassword(a)).map(({ id, email, role }) => ({ id, email, role }))
}

/**
 * The link that lets an imported account's owner set a password (Payload's reset page), made
 * without a mail; null when there is no such account waiting. `origin` is the admin's address.
 */
export async function setPasswordLink(payload: Payload, id: number | string, origin: string): Promise<string | null> {
  const account = await payload.db.findOne<Account>({ collection: 'users', where: { id: { equals: id } } })
  if (!account) return null
  if (hasPassword(account)) throw new Error(NOT_AWAITING)
  const token = await payload.forgotPassword({
    collection: 'users',
    data: { email: account.email },
    disableEmail: true,
    expiration: IMPORTED_LINK_HOURS * 3600 * 1000,
  })
  return `${env.serverUrl ?? origin}/admin/reset/${String(token)}`
}

/** "Forgot password" for an account without one (an import's, not yet confirmed) mails nothing. */
export const noMailToImportedAccounts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'forgotPassword' || req.payloadAPI === 'local') return args
  const email = (args.data as { email?: unknown } | undefined)?.email
  if (typeof email !== 'string') return args
  const account = await req.payload.db.findOne<Account>({
    collection: 'users',
    where: { email: { equals: email.toLowerCase().trim() } },
    req,
  })
  return account && !hasPassword(account) ? { ...args, disableEmail: true } : args
}
