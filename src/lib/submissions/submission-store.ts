import 'server-only'

import { randomUUID } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { Config } from '@/payload-types'

import { BadRequest } from './bad-request'
import { currentNoticeVersion, privacyFormOf } from '@/lib/privacy/notice-versions'

type SubmissionSlug =
  | 'contact-messages'
  | 'career-applications'
  | 'admission-registrations'
  | 'tc-requests'
  | 'form-submissions'
  | 'privacy-requests'

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
 * The once-per-key shape of every store: the record the key already stored, else the one `write`
 * stores; when `write` fails because a second click with the same key stored first (its unique
 * key refused this one), that first record. A refusal to the visitor (BadRequest) passes on.
 */
export async function storeOnceByKey<R>(
  payload: Payload,
  target: { collection: SubmissionSlug; school: number; key: string; req?: Partial<PayloadRequest> },
  write: () => Promise<R>,
  stored: (id: number | string) => Promise<R>,
): Promise<R> {
  const { collection, school, key, req } = target
  const existing = await findStored(payload, collection, school, key, req)
  if (existing) return stored(existing.id)
  try {
    return await write()
  } catch (error) {
    if (error instanceof BadRequest) throw error
    const first = await findStored(payload, collection, school, key).catch(() => undefined)
    if (first) return stored(first.id)
    throw error
  }
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
  return storeOnceByKey<{ id: number | string; duplicate: boolean }>(
    payload,
    { collection, school: data.school, key, req },
    async () => {
      const form = privacyFormOf(collection)
      const noticeVersion = form ? await currentNoticeVersion(payload, data.school, form, req) : undefined
      const doc = await payload.create({
        collection,
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the slug-specific data type is checked by the signature
        data: { ...data, noticeVersion, submissionKey: storedKey(data.school, key) } as any,
        req,
      })
      return { id: doc.id, duplicate: false }
    },
    async (id) => ({ id, duplicate: true }),
  )
}
