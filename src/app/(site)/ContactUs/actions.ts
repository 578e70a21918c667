'use server'

import { randomUUID } from 'node:crypto'

import { headers } from 'next/headers'

import { CONTACT_FIELDS, CONTACT_SUCCESS, contactSchema, type ContactInput } from '@/forms/contact'
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
import { textValues } from '@/forms/state'
import { storeOnce, submissionKeyOf } from '@/forms/store'
import { payloadClient } from '@/lib/payload'
import { getSchool } from '@/lib/school'
import { logFailure } from '@/lib/log'

type State = FormState<ContactInput>

export async function submitContact(previous: State, formData: FormData): Promise<State> {
  const values = textValues(formData, CONTACT_FIELDS)
  const key = submissionKeyOf(formData.get('submissionKey') || previous.key)
  const success: State = { status: 'success', message: CONTACT_SUCCESS, errors: {}, values: {}, key: randomUUID() }
  if (isBot(formData.get(HONEYPOT_FIELD))) return success
  if (!allowRequest('contact', clientAddress(await headers()))) {
    return { status: 'error', message: RATE_LIMITED_MESSAGE, errors: {}, values, key }
  }
  const parsed = contactSchema.safeParse(values)
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error), values, key }
  try {
    const school = await getSchool()
    if (!school) throw new Error('school not found')
    const payload = await payloadClient()
    await storeOnce(payload, 'contact-messages', { ...parsed.data, school: school.id, submissionKey: key })
    return success
  } catch (error) {
    // Logged without the visitor's details.
    logFailure('contact', error)
    return { status: 'error', message: TRY_AGAIN_MESSAGE, errors: {}, values, key }
  }
}
