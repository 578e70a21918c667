import { createHash, randomInt } from 'node:crypto'

import { generateSecret, generateURI, verify } from 'otplib'

/**
 * The codes of the second factor: a TOTP secret (RFC 6238 through otplib, as every authenticator
 * app reads it: SHA-1, six digits, 30 seconds) and the account's recovery codes. Plain functions
 * of their inputs; where they are stored is second-factor-store.ts.
 */

/** A code of the app: six digits. */
export const TOTP_CODE = /^\d{6}$/

/** Recovery codes an account gets at enrolment, each good for one sign-in. */
export const RECOVERY_CODE_COUNT = 10

/**
 * A code of the step before or after the server's is still taken: a phone's clock a few seconds
 * off, or a code typed as it changed, is not refused.
 */
const TOLERANCE_SECONDS = 30

/** 160 random bits, in Base32 as authenticator apps take them (RFC 4226 asks for 128 at least). */
export const newTotpSecret = () => generateSecret({ length: 20 })

/** The address an authenticator app reads from the QR code: the account's e-mail under the site's name. */
export const otpauthUri = (secret: string, email: string, issuer: string) =>
  generateURI({ issuer, label: email, secret })

/** The secret as a person types it into an app that cannot scan: groups of four. */
export const readableSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

/**
 * The time step (30-second window) of a code that fits the secret now, or null. A code of a
 * step at or before `afterTimeStep` (the last one taken) is refused: one code signs in once.
 */
export async function totpStep(secret: string, code: string, afterTimeStep?: number | null): Promise<number | null> {
  if (!TOTP_CODE.test(code)) return null
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      afterTimeStep: afterTimeStep ?? undefined,
    })
    return result.valid && 'timeStep' in result ? result.timeStep : null
  } catch {
    // A last step ahead of the server's clock (otplib refuses to compare): no code fits until then.
    return null
  }
}

/** Letters and digits nobody misreads (Crockford's Base32 without i, l, o, u). */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'
const RECOVERY_LENGTH = 10

/** Ten new recovery codes, `xxxxx-xxxxx` (50 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(32)]).join('')
    return `${letters.slice(0, 5)}-${letters.slice(5)}`
  })
}

/** A typed recovery code as stored: case, spaces and dashes do not matter. */
export const normalRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '')

/** Whether what was typed has the shape of a recovery code at all. */
export const looksLikeRecoveryCode = (typed: string) =>
  new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_LENGTH}}$`).test(normalRecoveryCode(typed))

/**
 * How a recovery code is kept: its SHA-256. Fifty random bits are out of reach of a search, so a
 * slow hash would add nothing but time to every sign-in with one.
 */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(normalRecoveryCode(code)).digest('base64url')
