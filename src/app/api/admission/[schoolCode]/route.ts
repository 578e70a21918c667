import { ADMISSION_CLOSED, admissionSchema } from '@/forms/admission'
import { storeOnce } from '@/forms/store'
import { payloadClient } from '@/lib/payload'
import { BadRequest, jsonField, postEndpoint } from '@/lib/post-endpoint'

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
  store: async (school, data, _body, submissionKey) => {
    if (!school.admission?.open) throw new BadRequest(ADMISSION_CLOSED)
    const { dob, ...rest } = data
    return storeOnce(await payloadClient(), 'admission-registrations', {
      ...rest,
      hasSiblings: rest.hasSiblings === 'Yes',
      dob: new Date(`${dob}T00:00:00.000Z`).toISOString(),
      session: school.admission.session,
      school: school.id,
      submissionKey,
    })
  },
})
