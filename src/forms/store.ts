import type { Payload } from 'payload'

import type { Config } from '@/payload-types'

type SubmissionSlug = 'contact-messages' | 'career-applications' | 'admission-registrations' | 'tc-requests'

/**
 * Stores a visitor's submission once: a repeated key (double click, resent request) finds the
 * record already stored and reports success without a second copy.
 */
export async function storeOnce<S extends SubmissionSlug>(
  payload: Payload,
  collection: S,
  data: Omit<Config['collections'][S], 'id' | 'createdAt' | 'updatedAt' | 'status'> & { submissionKey?: string | null },
): Promise<{ id: number | string; duplicate: boolean }> {
  const key = data.submissionKey
  if (key) {
    const existing = await payload.find({ collection, where: { submissionKey: { equals: key } }, limit: 1, depth: 0 })
    if (existing.docs[0]) return { id: existing.docs[0].id, duplicate: true }
  }
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the slug-specific data type is checked by the signature
    const doc = await payload.create({ collection, data: { ...data, status: 'new' } as any })
    return { id: doc.id, duplicate: false }
  } catch (error) {
    // Two clicks racing past the look-up: the unique key stops the second; report the first.
    if (key) {
      const existing = await payload.find({ collection, where: { submissionKey: { equals: key } }, limit: 1, depth: 0 })
      if (existing.docs[0]) return { id: existing.docs[0].id, duplicate: true }
    }
    throw error
  }
}
