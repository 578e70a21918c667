import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'

import type { CollectionAfterLoginHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { APIError, AuthenticationError } from 'payload'

import { allowRequest, clientAddress, refundRequest } from '@/lib/submissions/rate-limit'

/**
 * Sign-in and password-reset throttles. Payload's own account lock is off (users' maxLoginAttempts
 * is 0): it let anyone who knows an address lock that account, the platform admin's included,
 * for ten minutes at a time, and its "locked" answer told a stranger the account exists. Here
 * attempts are counted per address and per (address, account) pair, so a stranger's guesses for
 * an account slow down that stranger only, never the account's owner signing in from elsewhere;
 * and the count is kept for whatever e-mail was typed, so an unknown address is throttled exactly
 * like a real one. With 12-character passwords that zxcvbn rates hard to guess, 10 guesses per
 * account per address in ten minutes leave nothing to find.
 */
export const SIGN_IN_LIMITS = {
  /** Failed sign-ins for one account from one address in ten minutes. */
  perAccountAndAddress: 10,
  /** Failed sign-ins from one address in ten minutes, over all accounts. */
  perAddress: 30,
}

/** Password-reset mails asked for in ten minutes (Payload adds 15 seconds between two for one account). */
export const PASSWORD_RESET_LIMITS = { perAccount: 3, perAddress: 5 }

/**
 * The one answer (401) to a wrong password, an unknown e-mail and a throttled attempt alike: Payload's
 * own message for the first two is replaced with this one (payload.config.ts, i18n), so none of
 * them tells a stranger whether an account exists.
 */
export const SIGN_IN_REFUSED =
  'The e-mail or password is incorrect, or there were too many attempts. Check them, or wait ten minutes and try again.'

export const TOO_MANY_RESETS = 'Too many password-reset requests. Please wait ten minutes and try again.'

const typedEmail = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.toLowerCase().trim() : ''
}

const pairKey = (address: string, email: string) => `${address}\n${email}`

/** Counts this attempt before the password is checked, so parallel guesses are counted too. */
export const throttleSignIns: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  // The server's own calls (the start, scripts) are not visitors.
  if (req.payloadAPI === 'local') return args
  if (operation === 'login') {
    const address = clientAddress(req.headers)
    const email = typedEmail(args.data)
    const now = Date.now()
    const allowed =
      (await allowRequest('login', address, now, SIGN_IN_LIMITS.perAddress)) &&
      (await allowRequest('login-account', pairKey(address, email), now, SIGN_IN_LIMITS.perAccountAndAddress))
    if (!allowed) refuse(new AuthenticationError(req.t), 'AuthenticationError')
    await costOfAPasswordCheck(req, email, args.data)
  }
  if (operation === 'forgotPassword') {
    const now = Date.now()
    const allowed =
      (await allowRequest('reset', clientAddress(req.headers), now, PASSWORD_RESET_LIMITS.perAddress)) &&
      (await allowRequest('reset-account', typedEmail(args.data), now, PASSWORD_RESET_LIMITS.perAccount))
    if (!allowed) refuse(new APIError(TOO_MANY_RESETS, 429, undefined, true), 'TooManyRequests')
  }
  return args
}

/**
 * Named by hand: Payload sends an error's message only when it has a name, which the production
 * build's minified classes lack (as in hooks/editors-save-drafts.ts).
 */
function refuse(error: Error, name: string): never {
  throw Object.assign(error, { name })
}

/** A sign-in that succeeded is not a guess: an office behind one address signs in as often as it needs. */
export const refundSuccessfulSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const address = clientAddress(req.headers)
  await refundRequest('login', address, SIGN_IN_LIMITS.perAddress)
  await refundRequest('login-account', pairKey(address, typedEmail(user)), SIGN_IN_LIMITS.perAccountAndAddress)
  return user
}

const derive = promisify(pbkdf2)
const DECOY_SALT = 'no account has this salt'

/**
 * Payload answers an unknown e-mail at once but checks a wrong password against its hash (PBKDF2,
 * 600,000 rounds), so the time of the answer would tell which addresses have accounts. For an
 * unknown e-mail the same work is done on nothing.
 */
async function costOfAPasswordCheck(req: PayloadRequest, email: string, data: unknown) {
  const password = (data as { password?: unknown } | undefined)?.password
  if (!email || typeof password !== 'string' || !password) return
  const found = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email } }, req })
  if (!found) await derive(password, DECOY_SALT, 600_000, 32, 'sha256')
}
