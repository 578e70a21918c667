'use server'

import { randomUUID } from 'node:crypto'

import { headers } from 'next/headers'

import { CAREER_SUCCESS, careerFromFormData, careerSchema } from '@/forms/career'
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
import { submissionKeyOf } from '@/forms/store'
import { CvRejected, storeCareerApplication } from '@/lib/career'
import { payloadClient } from '@/lib/payload'
import { getSchool } from '@/lib/school'
import { logFailure } from '@/lib/log'

export type CareerValues = Record<string, string>
type State = FormState<CareerValues>

/** Everything typed, to put back in the form when it cannot be stored (files cannot be put back). */
const keepValues = (form: FormData): CareerValues => {
  const values: CareerValues = {}
  for (const [key, value] of form) if (typeof value === 'string' && key !== 'submissionKey') values[key] = value
  return values
}

export async function submitCareer(previous: State, form: FormData): Promise<State> {
  const key = submissionKeyOf(form.get('submissionKey') || previous.key)
  const values = keepValues(form)
  const success: State = { status: 'success', message: CAREER_SUCCESS, errors: {}, values: {}, key: randomUUID() }
  if (isBot(form.get(HONEYPOT_FIELD))) return success
  if (!allowRequest('career', clientAddress(await headers()))) {
    return { status: 'error', message: RATE_LIMITED_MESSAGE, errors: {}, values, key }
  }
  const raw = careerFromFormData(form)
  const parsed = careerSchema.safeParse(raw)
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error), values, key }
  try {
    const school = await getSchool()
    if (!school) throw new Error('school not found')
    const { cv, ...input } = parsed.data
    const bytes = new Uint8Array(await (raw.cv as File).arrayBuffer())
    await storeCareerApplication(await payloadClient(), school.id, input, { name: cv.name, bytes }, key)
    return success
  } catch (error) {
    if (error instanceof CvRejected) return { status: 'invalid', errors: { cv: error.message }, values, key }
    logFailure('career', error)
    return { status: 'error', message: TRY_AGAIN_MESSAGE, errors: {}, values, key }
  }
}
