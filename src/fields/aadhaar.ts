import type { CollectionConfig, Endpoint, TextField } from 'payload'

import { isSchoolAdmin, schoolIdOf } from '@/access/roles'
import { audit } from '@/lib/platform/audit'
import { recordAccess } from '@/lib/privacy/access-log'
import {
  AADHAAR_FIELD,
  decryptAadhaar,
  encryptAadhaar,
  isEncrypted,
  isMasked,
  maskAadhaar,
  UNREADABLE_AADHAAR,
  UnreadableAadhaar,
} from '@/lib/privacy/aadhaar'

const NAME = AADHAAR_FIELD

/** Read with this context, the number comes back whole (only the reveal endpoint does). */
export const REVEAL_AADHAAR = 'revealAadhaar'

/**
 * SPEC §3's optional Aadhaar number: encrypted at rest, masked in every answer (admin, REST, CSV)
 * unless a school admin reveals it through the endpoint below. A number this installation's
 * DATA_KEY cannot decrypt reads as UNREADABLE_AADHAAR instead of failing the whole record.
 */
export const aadhaarField = (): TextField => ({
  name: NAME,
  label: 'Aadhaar number',
  type: 'text',
  admin: {
    readOnly: true,
    components: { Field: '/components/admin/AadhaarField#AadhaarField' },
  },
  hooks: {
    beforeChange: [
      async function encryptAadhaarNumber({ value, originalDoc, collection, req }) {
        if (value == null || value === '') return value
        // The admin sends back the masked number (or the unreadable marker) it was shown: keep what
        // is stored.
        if (isMasked(value) || isEncrypted(value) || value === UNREADABLE_AADHAAR) {
          if (!originalDoc?.id || !collection) return null
          const stored = await req.payload.db.findOne<{ id: number } & Record<string, unknown>>({
            collection: collection.slug,
            where: { id: { equals: originalDoc.id } },
            req,
          })
          return stored?.[NAME] ?? null
        }
        return encryptAadhaar(String(value).trim())
      },
    ],
    afterRead: [
      function decryptAadhaarNumber({ value, context }) {
        if (typeof value !== 'string' || !value) return value
        let plain: string
        try {
          plain = decryptAadhaar(value)
        } catch (error) {
          // Encrypted under another DATA_KEY: the record still opens, and says so in the number's place.
          if (error instanceof UnreadableAadhaar) return UNREADABLE_AADHAAR
          throw error
        }
        return context?.[REVEAL_AADHAAR] === true ? plain : maskAadhaar(plain)
      },
    ],
  },
})

/**
 * POST /cms-api/{collection}/:id/reveal-aadhaar: the whole number, for a school admin of the
 * record's school only, and recorded in the audit log.
 */
export const revealAadhaarEndpoint = (slug: CollectionConfig['slug']): Endpoint => ({
  path: '/:id/reveal-aadhaar',
  method: 'post',
  handler: async (req) => {
    const user = req.user
    if (!user || !isSchoolAdmin(user))
      return Response.json({ error: 'Only a school admin may reveal an Aadhaar number.' }, { status: 403 })
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d+$/.test(id)) return Response.json({ error: 'Unknown record.' }, { status: 404 })
    const doc = (await req.payload
      .findByID({
        collection: slug as 'admission-registrations',
        id,
        depth: 0,
        overrideAccess: false,
        user,
        context: { [REVEAL_AADHAAR]: true },
        disableErrors: true,
      })
      .catch(() => null)) as Record<string, unknown> | null
    const school = Number(doc?.school)
    if (!doc || school !== schoolIdOf(user)) return Response.json({ error: 'Unknown record.' }, { status: 404 })
    // Nothing is revealed, so nothing is recorded.
    if (doc[NAME] === UNREADABLE_AADHAAR) return Response.json({ error: UNREADABLE_AADHAAR }, { status: 409 })
    await audit(req, { action: 'reveal-aadhaar', school, detail: `${slug} #${id}` })
    await recordAccess(req, { action: 'reveal', collection: slug, ids: [id], school })
    return Response.json({ aadhaar: doc[NAME] ?? '' }, { headers: { 'Cache-Control': 'private, no-store' } })
  },
})
