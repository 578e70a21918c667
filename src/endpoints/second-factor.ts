import type { Endpoint, PayloadRequest } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'

import { isPlatformAdmin } from '@/access/roles'
import {
  confirmEnrolment,
  endSession,
  enrolmentSecret,
  giveCode,
  otpauthFor,
  resetSecondFactor,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorRefusal,
  type Session,
} from '@/lib/accounts/second-factor'
import { sessionOf } from '@/lib/accounts/second-factor-sessions'
import { clientAddress } from '@/lib/submissions/rate-limit'

import { jsonOnly } from './json-only'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

const STATUS: Record<SecondFactorRefusal, number> = {
  wrong: 401,
  used: 401,
  noSession: 401,
  giveCodeFirst: 403,
  nothingToConfirm: 409,
  unreadable: 409,
  notEnrolled: 409,
}

const refusal = (reason: SecondFactorRefusal) =>
  Response.json({ error: SECOND_FACTOR_MESSAGES[reason] }, { status: STATUS[reason], headers: PRIVATE })

const bodyOf = async (req: PayloadRequest) => ((await req.json?.().catch(() => null)) ?? {}) as Record<string, unknown>

const codeIn = (body: Record<string, unknown>) => (typeof body.code === 'string' ? body.code : '')

/**
 * An endpoint for the session of the request's token, whatever its standing: these are what a
 * session short of `full` may still do (lib/accounts/second-factor-sessions.ts).
 */
function forSession(path: string, handle: (req: PayloadRequest, session: Session) => Promise<Response>): Endpoint {
  return jsonOnly({
    path,
    method: 'post',
    handler: async (req) => {
      const session = await sessionOf(req.payload, req.headers)
      return session ? handle(req, session) : refusal('noSession')
    },
  })
}

/**
 * The second factor over the CMS API (the second-factor page in /admin uses the same):
 * POST /cms-api/second-factor/code { code } gives a code of the app or a recovery code;
 * POST /cms-api/second-factor/enrolment {} shows a secret to set up (Base32 and otpauth address);
 * POST /cms-api/second-factor/enrolment/confirm { code } confirms it and answers the recovery codes;
 * POST /cms-api/second-factor/sign-out {} ends the session (Payload's logout needs a full one);
 * POST /cms-api/second-factor/reset { account } removes another account's second factor, for a
 * platform admin (audited). JSON only, like every endpoint of ours that changes something.
 */
export const secondFactorEndpoints: Endpoint[] = [
  forSession('/second-factor/code', async (req, session) => {
    const outcome = await giveCode(req.payload, session, codeIn(await bodyOf(req)), clientAddress(req.headers))
    if (!outcome.ok) return refusal(outcome.refusal)
    return Response.json({ ok: true, recoveryCodeUsed: outcome.recoveryCodeUsed }, { headers: PRIVATE })
  }),
  forSession('/second-factor/enrolment', async (req, session) => {
    const outcome = await enrolmentSecret(req.payload, session)
    if (!outcome.ok) return refusal(outcome.refusal)
    return Response.json(
      { secret: outcome.secret, otpauth: otpauthFor(outcome.secret, session.account.email) },
      { headers: PRIVATE },
    )
  }),
  forSession('/second-factor/enrolment/confirm', async (req, session) => {
    const outcome = await confirmEnrolment(req.payload, session, codeIn(await bodyOf(req)), clientAddress(req.headers))
    if (!outcome.ok) return refusal(outcome.refusal)
    return Response.json({ recoveryCodes: outcome.recoveryCodes }, { headers: PRIVATE })
  }),
  forSession('/second-factor/sign-out', async (req, session) => {
    await endSession(req.payload, session)
    const users = req.payload.collections.users.config
    const cookie = generateExpiredPayloadCookie({
      collectionAuthConfig: users.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
    })
    return Response.json({ ok: true }, { headers: { ...PRIVATE, 'Set-Cookie': cookie } })
  }),
  jsonOnly({
    path: '/second-factor/reset',
    method: 'post',
    handler: async (req) => {
      const actor = req.user
      if (!actor || !isPlatformAdmin(actor))
        return Response.json(
          { error: "Only a platform admin may reset another account's second factor." },
          { status: actor ? 403 : 401, headers: PRIVATE },
        )
      const account = Number((await bodyOf(req)).account)
      if (!Number.isSafeInteger(account) || account <= 0)
        return Response.json({ error: 'Name the account by its number.' }, { status: 400, headers: PRIVATE })
      if (account === actor.id)
        return Response.json(
          { error: 'Your own second factor is set up again from your account page.' },
          { status: 403, headers: PRIVATE },
        )
      const reset = await resetSecondFactor(req.payload, account, { user: actor })
      if (!reset) return Response.json({ error: 'There is no such account.' }, { status: 404, headers: PRIVATE })
      return Response.json(
        { message: `${reset.email} has no second factor now and is signed out everywhere.` },
        { headers: PRIVATE },
      )
    },
  }),
]
