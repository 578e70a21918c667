import { admissionSchema } from '@/forms/admission'
import { jsonField, postEndpoint } from '@/lib/api/post-endpoint'
import { storeAdmission } from '@/lib/submissions/submissions'

/** POST /api/admission/{schoolCode}: SPEC §7's JSON, siblings as a JSON string; refused while closed. */
export const POST = postEndpoint({
  kind: 'admission',
  maxBytes: 32 * 1024,
  schema: admissionSchema,
  prepare: (body) => {
    const siblings = jsonField(body.siblings, 'siblings') ?? []
    const declared = body.declaration === true || body.declaration === 'true' || body.declaration === 'on'
    const hasSiblings = body.hasSiblings ?? (Array.isArray(siblings) && siblings.length ? 'Yes' : 'No')
    return { ...body, siblings, hasSiblings, declaration: declared }
  },
  store: storeAdmission,
})
