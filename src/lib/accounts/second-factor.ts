/*
 * The second factor of staff sign-in: what an account and a session need and what they give (this
 * file), the codes (second-factor-codes), where they are kept (second-factor-store), the platform
 * setting (second-factor-rule), and how every request's session is held to it
 * (second-factor-sessions).
 */
import type { Payload, PayloadRequest } from 'payload'

import { audit } from '@/lib/platform/audit'
import { SIGN_IN_LIMITS } from '@/hooks/sign-in-throttle'
import { env } from '@/lib/platform/env'
import { allowRequest, refundRequest } from '@/lib/submissions/rate-limit'

import {
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  TOTP_CODE,
  totpStep,
} from './second-factor-codes'
import { isRequiredFor, requirement } from './second-factor-rule'
import { changeFactor, factorOf, openSecret, removeFactor, sealSecret, type FactorRow } from './second-factor-store'

/**
 * A session (Payload's `sid`, one per sign-in) stands in one of three ways:
 * - `full`: it may use the admin and the API;
 * - `code`: the account has a second factor and this session has not given a code yet;
 * - `enrol`: the platform setting requires a second factor of this account, which has none yet.
 * A session is `full` only once a code was given in it (or the account needs no second factor),
 * so every way Payload issues one (sign-in, password reset, first registration) starts short of
 * it, and a token refresh, which keeps its session, never moves it on.
 */
export type Standing = 'full' | 'code' | 'enrol'

/** An account as Payload's session strategy reads it. */
export type Account = {
  id: number
  email: string
  role?: string | null
  school?: number | { id: number } | null
  sessions?: { id: string }[] | null
}

export type Session = { account: Account; sid: string }

export const SECOND_FACTOR_MESSAGES = {
  wrong:
    'The code is not right, or there were too many attempts. Check the time on your phone, or wait ten minutes and try again.',
  used: 'That code was used already. Wait for the next one in your app.',
  noSession: 'Sign in with your e-mail and password first.',
  giveCodeFirst: 'Give a code of the second factor you have first; then you can set up a new one.',
  nothingToConfirm: 'Open the set-up page again: there is no code to confirm.',
  // The secret was sealed under another DATA_KEY (docs/security-privacy.md): the person signing in can only ask.
  unreadable: 'This server cannot check your phone’s codes any more. Ask a platform admin to reset your second factor.',
  notEnrolled: 'This account has no second factor.',
} as const

export type SecondFactorRefusal = keyof typeof SECOND_FACTOR_MESSAGES

/**
 * Codes are throttled like passwords, by the same limiter: per address over all accounts, and per
 * account from anywhere. Whoever reaches this step knows the password already, so the per-account
 * count does not depend on the address: a thousand addresses get ten guesses in ten minutes
 * between them, not ten each.
 */
export const SECOND_FACTOR_LIMITS = {
  perAccount: SIGN_IN_LIMITS.perAccountAndAddress,
  perAddress: SIGN_IN_LIMITS.perAddress,
}

async function allowAttempt(address: string, account: number): Promise<boolean> {
  const now = Date.now()
  return (
    (await allowRequest('second-factor', address, now, SECOND_FACTOR_LIMITS.perAddress)) &&
    (await allowRequest('second-factor-account', String(account), now, SECOND_FACTOR_LIMITS.perAccount))
  )
}

/** A code that was right is not a guess. */
async function refundAttempt(address: string, account: number) {
  await refundRequest('second-factor', address, SECOND_FACTOR_LIMITS.perAddress)
  await refundRequest('second-factor-account', String(account), SECOND_FACTOR_LIMITS.perAccount)
}

const verifiedIn = (row: FactorRow | null, sid: string) => !!row?.verifiedSessions?.includes(sid)

/** The verified sessions that still exist, and this one: the list does not outgrow the account's sessions. */
function withSession(row: FactorRow | null, { account, sid }: Session): string[] {
  const live = new Set((account.sessions ?? []).map((s) => s.id))
  return [...(row?.verifiedSessions ?? []).filter((id) => live.has(id) && id !== sid), sid]
}

export async function standingOf(payload: Payload, { account, sid }: Session): Promise<Standing> {
  const row = await factorOf(payload, account.id)
  if (row?.secret) return verifiedIn(row, sid) ? 'full' : 'code'
  return isRequiredFor(await requirement(payload), account.role) ? 'enrol' : 'full'
}

/** Whether this account has a second factor, and since when (for the account page). */
export async function factorSummary(payload: Payload, accountId: number) {
  const row = await factorOf(payload, accountId)
  return row?.secret
    ? { enrolled: true as const, since: row.enrolledAt ?? null, recoveryCodesLeft: row.recoveryCodes?.length ?? 0 }
    : { enrolled: false as const }
}

type Outcome<T = object> = ({ ok: true } & T) | { ok: false; refusal: SecondFactorRefusal }
const refused = (refusal: SecondFactorRefusal) => ({ ok: false, refusal }) as const

/**
 * Checks a code of the app, or a recovery code, for this session; when it is right, the session
 * is `full` from now on. A code is taken once (its time step and every one before it are refused
 * afterwards), a recovery code once.
 */
export async function giveCode(
  payload: Payload,
  session: Session,
  typed: string,
  address: string,
): Promise<Outcome<{ recoveryCodeUsed: boolean }>> {
  const { account } = session
  if (!(await allowAttempt(address, account.id))) return refused('wrong')
  const code = typed.replace(/\s/g, '')
  const outcome = await changeFactor<Outcome<{ recoveryCodeUsed: boolean }>>(payload, account.id, async (row) => {
    if (!row?.secret) return { result: refused('notEnrolled') }
    if (TOTP_CODE.test(code)) {
      let secret: string
      try {
        secret = openSecret(row.secret)
      } catch {
        return { result: refused('unreadable') }
      }
      const step = await totpStep(secret, code, row.lastTimeStep)
      if (step === null) return { result: refused((await totpStep(secret, code)) === null ? 'wrong' : 'used') }
      return {
        result: { ok: true, recoveryCodeUsed: false } as const,
        change: { lastTimeStep: step, verifiedSessions: withSession(row, session) },
      }
    }
    const hash = recoveryCodeHash(code)
    const left = row.recoveryCodes ?? []
    if (!looksLikeRecoveryCode(code) || !left.includes(hash)) return { result: refused('wrong') }
    return {
      result: { ok: true, recoveryCodeUsed: true } as const,
      change: { recoveryCodes: left.filter((h) => h !== hash), verifiedSessions: withSession(row, session) },
    }
  })
  if (outcome.ok) await refundAttempt(address, account.id)
  return outcome
}

/** May this session set up a second factor? Not one that owes a code of the factor it has. */
const mayEnrol = (row: FactorRow | null, sid: string) => !row?.secret || verifiedIn(row, sid)

/**
 * The secret to show for enrolment: the one shown before if it was not confirmed yet (a page
 * reloaded, a QR code scanned before), else a new one. An account that has a second factor sets
 * up another (a new phone) only from a session that gave a code of the first.
 */
export async function enrolmentSecret(
  payload: Payload,
  { account, sid }: Session,
): Promise<Outcome<{ secret: string }>> {
  return changeFactor<Outcome<{ secret: string }>>(payload, account.id, (row) => {
    if (!mayEnrol(row, sid)) return { result: refused('giveCodeFirst') }
    if (row?.pendingSecret) {
      try {
        return { result: { ok: true, secret: openSecret(row.pendingSecret) } as const }
      } catch {
        // Sealed under another DATA_KEY: a new one below.
      }
    }
    const secret = newTotpSecret()
    return { result: { ok: true, secret } as const, change: { pendingSecret: sealSecret(secret) } }
  })
}

/** What the QR code holds: the secret, under the site's host (SERVER_URL) as authenticator apps show it. */
export const otpauthFor = (secret: string, email: string) =>
  otpauthUri(secret, email, env.serverUrl ? new URL(env.serverUrl).host : 'School website')

/**
 * Confirms the secret shown with a code of the app: it becomes the account's second factor, this
 * session `full` (the others of the account give a code again), and ten recovery codes are made,
 * returned here once and kept only as hashes.
 */
export async function confirmEnrolment(
  payload: Payload,
  session: Session,
  typed: string,
  address: string,
): Promise<Outcome<{ recoveryCodes: string[] }>> {
  const { account, sid } = session
  if (!(await allowAttempt(address, account.id))) return refused('wrong')
  const code = typed.replace(/\s/g, '')
  const outcome = await changeFactor<Outcome<{ recoveryCodes: string[] }>>(payload, account.id, async (row) => {
    if (!mayEnrol(row, sid)) return { result: refused('giveCodeFirst') }
    if (!row?.pendingSecret) return { result: refused('nothingToConfirm') }
    let step: number | null
    try {
      step = await totpStep(openSecret(row.pendingSecret), code)
    } catch {
      return { result: refused('nothingToConfirm') }
    }
    if (step === null) return { result: refused('wrong') }
    const recoveryCodes = newRecoveryCodes()
    return {
      result: { ok: true, recoveryCodes } as const,
      change: {
        secret: row.pendingSecret,
        pendingSecret: null,
        enrolledAt: new Date().toISOString(),
        lastTimeStep: step,
        recoveryCodes: recoveryCodes.map(recoveryCodeHash),
        verifiedSessions: [sid],
      },
    }
  })
  if (outcome.ok) await refundAttempt(address, account.id)
  return outcome
}

const schoolOf = (account: Account): number | null =>
  account.school == null ? null : typeof account.school === 'object' ? account.school.id : account.school

/**
 * Removes an account's second factor and signs it out everywhere, and records who did it: a
 * platform admin for another account, or `npm run second-factor:reset` for the one who lost the
 * phone. At its next sign-in the account sets one up again if the platform setting requires it.
 */
export async function resetSecondFactor(
  payload: Payload,
  accountId: number,
  by: { user: PayloadRequest['user'] } | { shell: string },
): Promise<{ email: string } | null> {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req = { payload, transactionID }
  try {
    const account = await payload.db.findOne<Account>({
      collection: 'users',
      where: { id: { equals: accountId } },
      req,
    })
    if (!account) {
      if (transactionID) await payload.db.rollbackTransaction(transactionID)
      return null
    }
    await removeFactor(payload, accountId, req)
    await payload.db.updateOne({ collection: 'users', id: accountId, data: { sessions: [] }, req, returning: false })
    await audit(
      { ...req, user: 'user' in by ? by.user : null },
      {
        ...('shell' in by ? { actor: by.shell } : {}),
        action: 'second-factor-reset',
        school: schoolOf(account),
        detail: `${account.email}: second factor removed, signed out everywhere`,
      },
    )
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return { email: account.email }
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/** Ends this session (the second-factor page's "Sign out", which Payload's logout refuses to a session short of `full`). */
export async function endSession(payload: Payload, { account, sid }: Session) {
  const sessions = (account.sessions ?? []).filter((s) => s.id !== sid)
  await payload.db.updateOne({ collection: 'users', id: account.id, data: { sessions }, returning: false })
}
