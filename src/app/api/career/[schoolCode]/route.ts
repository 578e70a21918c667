import { CAREER_MESSAGES, careerSchema, CV_MAX_BYTES } from '@/forms/career'
import { BadRequest } from '@/lib/submissions/bad-request'
import { jsonField, postEndpoint } from '@/lib/api/post-endpoint'
import { type CareerSubmission, storeCareer } from '@/lib/submissions/submissions'

type Attachment = { name?: unknown; type?: unknown; data?: unknown }

/** SPEC §7's attachment: { name, type, data } with data in base64 without a data: prefix. */
function cvFrom(value: unknown) {
  const a = (Array.isArray(value) ? value[0] : value) as Attachment | undefined
  if (!a || typeof a !== 'object' || typeof a.data !== 'string' || !a.data) return null
  if (!/^[A-Za-z0-9+/=\s]+$/.test(a.data))
    throw new BadRequest(CAREER_MESSAGES.fileType, { cv: CAREER_MESSAGES.fileType })
  const bytes = Buffer.from(a.data, 'base64')
  return { name: String(a.name ?? 'cv'), type: String(a.type ?? ''), size: bytes.length, bytes: new Uint8Array(bytes) }
}

/** POST /api/career/{schoolCode}: SPEC §7's JSON (qualification1 as a JSON string, the CV in base64). */
export const POST = postEndpoint({
  kind: 'career',
  // A 5 MB CV is about 6.7 MB in base64.
  maxBytes: Math.ceil(CV_MAX_BYTES * 1.4) + 64 * 1024,
  schema: careerSchema,
  prepare: (body) => ({
    ...body,
    qualification1: jsonField(body.qualification1, 'qualification1'),
    cv: cvFrom(body.attachments),
  }),
  // The schema passes the object from cvFrom through, bytes included.
  store: (school, data, sent) => storeCareer(school, data as unknown as CareerSubmission, sent),
})
