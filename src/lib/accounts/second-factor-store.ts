import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { decryptAadhaar, encryptAadhaar } from '@/lib/privacy/aadhaar'

/**
 * Where an account's second factor is kept: one row of `second-factors` per account
 * (collections/SecondFactors.ts), changed only through `changeFactor`, which writes a change on
 * condition that nobody changed the row since it was read. Two requests with the same code at
 * the same moment, or a recovery code typed twice at once, then take it once: the second finds
 * the row moved on, reads it again and sees the code used.
 */
export const SECOND_FACTORS = 'second-factors' as CollectionSlug

export type FactorRow = {
  id: number
  user: number
  revision: number
  secret?: string | null
  pendingSecret?: string | null
  enrolledAt?: string | null
  lastTimeStep?: number | null
  recoveryCodes?: string[] | null
  verifiedSessions?: string[] | null
}

export type FactorChange = Partial<Omit<FactorRow, 'id' | 'user' | 'revision'>>

/**
 * The secret is sealed with the cipher and key of Aadhaar numbers (AES-256-GCM under DATA_KEY,
 * lib/privacy/aadhaar.ts): one key for the administrator to keep outside DATA_DIR, one rotation
 * (`npm run data-key:rotate`, lib/privacy/data-key-rotation.ts) for both.
 */
export const sealSecret = (secret: string) => encryptAadhaar(secret)
/** Throws UnreadableAadhaar when the installation's DATA_KEY is not the one it was sealed with. */
export const openSecret = (sealed: string) => decryptAadhaar(sealed)

/** The sealed fields, for the data key's rotation. */
export const SEALED_FIELDS = ['secret', 'pendingSecret'] as const

type Req = Partial<PayloadRequest>

export async function factorOf(payload: Payload, userId: number, req?: Req): Promise<FactorRow | null> {
  return payload.db.findOne<FactorRow>({ collection: SECOND_FACTORS, where: { user: { equals: userId } }, req })
}

/** What `decide` makes of the row as it is: the answer, and the change to write for it, if any. */
export type Decision<T> = { result: T; change?: FactorChange }

/** Tries before a row that keeps moving is given up on (each try is one read and one write). */
const ATTEMPTS = 5

/**
 * Reads the account's row, asks `decide` what to do, and writes the change only if the row is
 * still the one read (its revision); otherwise reads and decides again.
 */
export async function changeFactor<T>(
  payload: Payload,
  userId: number,
  decide: (row: FactorRow | null) => Promise<Decision<T>> | Decision<T>,
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await factorOf(payload, userId)
    const { result, change } = await decide(row)
    if (!change) return result
    if (!row) {
      try {
        await payload.db.create({ collection: SECOND_FACTORS, data: { user: userId, revision: 1, ...change } })
        return result
      } catch (error) {
        // Another request made the row first (the account is unique): decide again on it.
        if (await factorOf(payload, userId)) continue
        throw error
      }
    }
    const written = await payload.db.updateOne({
      collection: SECOND_FACTORS,
      where: { and: [{ id: { equals: row.id } }, { revision: { equals: row.revision } }] },
      data: { ...change, revision: row.revision + 1 },
      // One UPDATE … WHERE revision = n, so that no write lands between the check and the change.
      options: { atomic: true },
    })
    if (written) return result
  }
  throw new Error('The second factor kept changing while it was being written.')
}

/** The account's second factor gone (a reset, the account removed). */
export async function removeFactor(payload: Payload, userId: number, req?: Req) {
  await payload.db.deleteMany({ collection: SECOND_FACTORS, where: { user: { equals: userId } }, req })
}
