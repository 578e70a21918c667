'use server'

import { randomUUID } from 'node:crypto'

import { headers } from 'next/headers'

import { ADMISSION_CLOSED, ADMISSION_SUCCESS, admissionFromFormData, admissionSchema } from '@/forms/admission'
import { fieldErrors } from '@/forms/fields'
import {
  allowRequest,
  clientAddress,
  HONEYPOT_FIELD,
  isBot,
  RATE_LIMITED_MESSAGE,
  TRY_AGAIN_MESSAGE,
} from '@/forms/guard'
import type { FormState } from '@/forms/state'
import { storeOnce, submissionKeyOf } from '@/forms/store'
import { payloadClient } from '@/lib/payload'
import { getSchool } from '@/lib/school'
import { logFailure } from '@/lib/log'

type State = FormState<Record<string, string>>

export async function submitAdmission(previous: State, form: FormData): Promise<State> {
  const key = submissionKeyOf(form.get('submissionKey') || previous.key)
  const values: Record<string, string> = {}
  for (const [k, v] of form) if (typeof v === 'string' && k !== 'submissionKey') values[k] = v
  const success: State = { status: 'success', message: ADMISSION_SUCCESS, errors: {}, values: {}, key: randomUUID() }
  if (isBot(form.get(HONEYPOT_FIELD))) return success
  if (!allowRequest('admission', clientAddress(await headers()))) {
    return { status: 'error', message: RATE_LIMITED_MESSAGE, errors: {}, values, key }
  }
  const school = await getSchool()
  if (!school?.admission?.open) return { status: 'error', message: ADMISSION_CLOSED, errors: {}, values, key }
  const parsed = admissionSchema.safeParse(admissionFromFormData(form))
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error), values, key }
  try {
    const { dob, ...rest } = parsed.data
    await storeOnce(await payloadClient(), 'admission-registrations', {
      ...rest,
      hasSiblings: rest.hasSiblings === 'Yes',
      dob: new Date(`${dob}T00:00:00.000Z`).toISOString(),
      session: school.admission.session,
      school: school.id,
      submissionKey: key,
    })
    return success
  } catch (error) {
    logFailure('admission', error)
    return { status: 'error', message: TRY_AGAIN_MESSAGE, errors: {}, values, key }
  }
}
