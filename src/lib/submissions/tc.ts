import { createHmac, timingSafeEqual } from 'node:crypto'

import { normaliseName } from '@/forms/tc'
import type { TransferCertificate } from '@/payload-types'

import { currentNoticeVersion } from '../privacy/notice-versions'
import { payloadSecret } from '../platform/env'
import { payloadClient } from '../platform/payload'

/** How long a download link from a successful look-up stays valid. */
export const LINK_LIFETIME_MS = 10 * 60 * 1000

const sign = (body: string) => createHmac('sha256', payloadSecret()).update(`tc:${body}`).digest('base64url')

/** A short-lived, unguessable link to one certificate's file. */
export function certificateLink(certificateId: number | string, now = Date.now()): string {
  const body = `${certificateId}.${now + LINK_LIFETIME_MS}`
  return `/api/tc/file/${body}.${sign(body)}`
}

/** The certificate a link names, when the link is genuine and not expired. */
export function verifyCertificateLink(token: string, now = Date.now()): string | null {
  const match = /^(\d+)\.(\d+)\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const [, id, expires, signature] = match
  const expected = Buffer.from(sign(`${id}.${expires}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  return Number(expires) >= now ? id : null
}

/**
 * Looks a certificate up for a former student, and records the look-up for the office. The name
 * is kept in the log because the office needs to see who asked; the log is staff-only.
 */
export async function lookUpCertificate(
  school: number,
  input: { admission: string; name: string },
): Promise<TransferCertificate | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'transfer-certificates',
    where: { and: [{ school: { equals: school } }, { admissionNo: { equals: input.admission.trim() } }] },
    depth: 0,
    limit: 20,
  })
  const wanted = normaliseName(input.name)
  const found = docs.find((c) => normaliseName(c.studentName) === wanted) ?? null
  await payload.create({
    collection: 'tc-requests',
    data: {
      noticeVersion: await currentNoticeVersion(payload, school, 'tc'),
      school,
      admission: input.admission.trim(),
      name: input.name.trim(),
      found: Boolean(found),
      status: found ? 'done' : 'new',
    },
  })
  return found
}
