import type { CollectionSlug, Payload } from 'payload'

import { SEALED_FIELDS, SECOND_FACTORS } from '../accounts/second-factor-store'
import { AADHAAR_FIELD, decryptAadhaar, encryptAadhaar, keyFromDataKey, keyIdOf, UnreadableAadhaar } from './aadhaar'

type Counts = {
  /** Values now under the new key that were under the old one (or PAYLOAD_SECRET's). */
  reencrypted: number
  /** Values that were under the new key already (a rotation run twice). */
  alreadyNew: number
  /** Values neither key decrypts: left exactly as they were. */
  unreadable: number
}

/** Aadhaar numbers' counts, and those of the staff's second-factor secrets (sealed with the same key). */
export type RotationReport = Counts & { secondFactorSecrets: Counts }

const noCounts = (): Counts => ({ reencrypted: 0, alreadyNew: 0, unreadable: 0 })

/**
 * Re-encrypts every stored Aadhaar number and every second-factor secret under `newKey`, reading
 * each with `oldKey` (or, for values from before DATA_KEY, PAYLOAD_SECRET's key), in one
 * transaction: all of them move or none. Reports counts only, never a value.
 */
export async function rotateDataKey(
  payload: Payload,
  { oldKey, newKey }: { oldKey?: string; newKey: string },
): Promise<RotationReport> {
  const next = keyFromDataKey(newKey)
  const previous = oldKey ? keyFromDataKey(oldKey) : null
  const report: RotationReport = { ...noCounts(), secondFactorSecrets: noCounts() }
  const sealed: { collection: CollectionSlug; field: string; counts: Counts }[] = [
    ...payload.config.collections
      .filter((c) => c.flattenedFields.some((f) => f.name === AADHAAR_FIELD))
      .map((c) => ({ collection: c.slug as CollectionSlug, field: AADHAAR_FIELD, counts: report as Counts })),
    ...SEALED_FIELDS.map((field) => ({ collection: SECOND_FACTORS, field, counts: report.secondFactorSecrets })),
  ]
  const transactionID = await payload.db.beginTransaction()
  const req = { transactionID: transactionID ?? undefined, payload } as Parameters<Payload['db']['find']>[0]['req']
  try {
    for (const { collection, field, counts } of sealed) {
      const { docs } = await payload.db.find<Record<string, unknown>>({
        collection,
        where: { [field]: { exists: true } },
        pagination: false,
        req,
      })
      for (const doc of docs) {
        const stored = doc[field]
        if (typeof stored !== 'string' || !stored) continue
        if (keyIdOf(stored) === next.id) {
          counts.alreadyNew++
          continue
        }
        let plain: string
        try {
          plain = decryptAadhaar(stored, [previous])
        } catch (error) {
          if (!(error instanceof UnreadableAadhaar)) throw error
          counts.unreadable++
          continue
        }
        await payload.db.updateOne({
          collection,
          id: doc.id as number,
          data: { [field]: encryptAadhaar(plain, next) },
          req,
          returning: false,
        })
        counts.reencrypted++
      }
    }
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return report
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
