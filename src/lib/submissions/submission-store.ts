import 'server-only'

import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { Config } from '@/payload-types'
import { currentNoticeVersion, privacyFormOf } from '@/lib/privacy/notice-versions'

type SubmissionSlug =
  'contact-messages' | 'career-applications' | 'admission-registrations' | 'tc-requests' | 'form-submissions'

/** The one-time key a form or client sends; anything else is replaced by a fresh one. */
export const submissionKeyOf = (value: unknown): string =>
  typeof value === 'string' && /^[\w-]{8,64}$/.test(value) ? value : randomUUID()

// Keys are stored per school, so one school's key can never find (or block) another school's record.
export const storedKey = (school: number, key: string) => `${school}:${key}`

/** The record a key already stored in this school, if any. */
export async function findStored(
  payload: Payload,
  collection: SubmissionSlug,
  school: number,
  key: string,
  req?: Partial<PayloadRequest>,
): Promise<{ id: number | string } | undefined> {
  const { docs } = await payload.find({
    collection,
    where: { submissionKey: { equals: storedKey(school, key) } },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0]
}

/**
 * Stores a visitor's submission once: a repeated key (double click, resent request) finds the
 * record already stored and reports success without a second copy. The record names the privacy
 * notice's version it was sent under (the consent record).
 */
export async function storeOnce<S extends SubmissionSlug>(
  payload: Payload,
  collection: S,
  data: Omit<Config['collections'][S], 'id' | 'createdAt' | 'updatedAt' | 'status' | 'school' | 'noticeVersion'> & {
    school: number
    submissionKey: string
  },
  req?: Partial<PayloadRequest>,
): Promise<{ id: number | string; duplicate: boolean }> {
  const key = data.submissionKey
  const existing = await findStored(payload, collection, data.school, key, req)
  if (existing) return { id: existing.id, duplicate: true }
  const form = privacyFormOf(collection)
  const noticeVersion = form ? await currentNoticeVersion(payload, data.school, form, req) : undefined
  try {
    const doc = await payload.create({
      collection,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the slug-specific data type is checked by the signature
      data: { ...data, noticeVersion, submissionKey: storedKey(data.school, key) } as any,
      req,
    })
    return { id: doc.id, duplicate: false }
  } catch (error) {
    // Two clicks racing past the look-up: the unique key stops the second; report the first.
    const first = await findStored(payload, collection, data.school, key).catch(() => undefined)
    if (first) return { id: first.id, duplicate: true }
    throw error
  }
}
