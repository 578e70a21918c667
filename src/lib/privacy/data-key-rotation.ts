import type { CollectionSlug, Payload } from 'payload'

import { AADHAAR_FIELD, decryptAadhaar, encryptAadhaar, keyFromDataKey, keyIdOf, UnreadableAadhaar } from './aadhaar'

const FIELD = AADHAAR_FIELD

export type RotationReport = {
  /** Numbers now under the new key that were under the old one (or PAYLOAD_SECRET's). */
  reencrypted: number
  /** Numbers that were under the new key already (a rotation run twice). */
  alreadyNew: number
  /** Numbers neither key decrypts: left exactly as they were. */
  unreadable: number
}

/**
 * Re-encrypts every stored Aadhaar number under `newKey`, reading each with `oldKey` (or, for
 * numbers from before DATA_KEY, PAYLOAD_SECRET's key), in one transaction: all of them move or
 * none. Reports counts only, never a number.
 */
export async function rotateDataKey(
  payload: Payload,
  { oldKey, newKey }: { oldKey?: string; newKey: string },
): Promise<RotationReport> {
  const next = keyFromDataKey(newKey)
  const previous = oldKey ? keyFromDataKey(oldKey) : null
  const report: RotationReport = { reencrypted: 0, alreadyNew: 0, unreadable: 0 }
  const collections = payload.config.collections
    .filter((c) => c.flattenedFields.some((f) => f.name === FIELD))
    .map((c) => c.slug as CollectionSlug)
  const transactionID = await payload.db.beginTransaction()
  const req = { transactionID: transactionID ?? undefined, payload } as Parameters<Payload['db']['find']>[0]['req']
  try {
    for (const collection of collections) {
      const { docs } = await payload.db.find<Record<string, unknown>>({
        collection,
        where: { [FIELD]: { exists: true } },
        pagination: false,
        req,
      })
      for (const doc of docs) {
        const stored = doc[FIELD]
        if (typeof stored !== 'string' || !stored) continue
        if (keyIdOf(stored) === next.id) {
          report.alreadyNew++
          continue
        }
        let plain: string
        try {
          plain = decryptAadhaar(stored, [previous])
        } catch (error) {
          if (!(error instanceof UnreadableAadhaar)) throw error
          report.unreadable++
          continue
        }
        await payload.db.updateOne({
          collection,
          id: doc.id as number,
          data: { [FIELD]: encryptAadhaar(plain, next) },
          req,
          returning: false,
        })
        report.reencrypted++
      }
    }
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return report
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
