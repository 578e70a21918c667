import { decodeJwt } from 'jose'
import { JWTAuthentication, type CollectionAfterOperationHook, type Payload } from 'payload'

import { standingOf, type Account, type Session, type Standing } from './second-factor'

/**
 * How the second factor holds for every request. Payload signs a session token for a sign-in,
 * a password reset and the first registration alike, and keeps each session on the account
 * (`sessions`, the token's `sid`). Its own session check (the `local-jwt` strategy, which the
 * REST API, the admin's pages and `payload.auth()` all go through) is wrapped here: a session
 * that is not `full` (second-factor.ts) counts as nobody signed in. Every access rule, hook and
 * page then treats it as a visitor without having to know about second factors, and what the
 * session may still do is only what this module's endpoints and the second-factor page allow,
 * reading the token themselves (`sessionOf`).
 */

const USERS = 'users'

/** The account and session a request's token names, whatever its standing; null without a valid one. */
export async function sessionOf(payload: Payload, headers: Headers): Promise<Session | null> {
  const { user } = await JWTAuthentication({ headers, payload, strategyName: 'local-jwt' })
  const withSid = user as (typeof user & { _sid?: string; collection?: string }) | null
  if (!withSid || withSid.collection !== USERS || !withSid._sid) return null
  return { account: withSid as unknown as Account, sid: withSid._sid }
}

/** Runs once Payload has set up its strategies (payload.config.ts, `onInit`). */
export function secondFactorOnEverySession(payload: Payload) {
  const jwt = payload.authStrategies.find((strategy) => strategy.name === 'local-jwt')
  if (!jwt) throw new Error('Payload has no session strategy to guard.')
  const authenticate = jwt.authenticate
  jwt.authenticate = async (args) => {
    const result = await authenticate(args)
    const user = result.user as (typeof result.user & { _sid?: string }) | null
    if (!user || user.collection !== USERS) return result
    const standing = user._sid
      ? await standingOf(args.payload, { account: user as unknown as Account, sid: user._sid })
      : 'code'
    return standing === 'full' ? result : { ...result, user: null }
  }
}

/**
 * The answer of a sign-in or a password reset says what the new session still needs
 * (`secondFactor: 'code' | 'enrol'`), so that a script with a token is not left guessing why
 * everything answers 401; the admin's own form goes on to /admin, which leads to the page.
 */
export const secondFactorInAnswer: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'login' && operation !== 'resetPassword') return result
  const answer = result as { token?: string; user?: Account } | undefined
  if (!answer?.token || !answer.user) return result
  const sid = decodeJwt(answer.token).sid
  if (typeof sid !== 'string') return result
  const standing: Standing = await standingOf(req.payload, { account: answer.user, sid })
  return standing === 'full' ? result : ({ ...answer, secondFactor: standing } as typeof result)
}
