'use server'

import { redirect } from 'next/navigation'
import { headers } from 'next/headers'

import { PRIVACY_REQUEST_FIELDS, PRIVACY_REQUEST_SUCCESS, privacyRequestSchema } from '@/forms/privacy-request'
import { textValues } from '@/forms/state'
import { localePath } from '@/i18n/locales.mjs'
import { requestLocale } from '@/i18n/request-locale'
import { payloadClient } from '@/lib/platform/payload'
import { checkIdentityCode } from '@/lib/privacy/request-code'
import { verifyRequestToken } from '@/lib/privacy/request-steps'
import { storePrivacyRequest } from '@/lib/privacy/requests'
import { type ActionState, formAction } from '@/lib/submissions/form-action'
import { withinRateLimit } from '@/lib/submissions/guard'

const submit = formAction({
  kind: 'privacy-request',
  success: PRIVACY_REQUEST_SUCCESS,
  schema: privacyRequestSchema,
  read: (form) => ({ ...textValues(form, PRIVACY_REQUEST_FIELDS), declaration: form.get('declaration') === 'on' }),
  store: async (school, data, sent) => storePrivacyRequest(await payloadClient(), school, data, sent),
})

export async function submitPrivacyRequest(previous: ActionState, form: FormData): Promise<ActionState> {
  return submit(previous, form)
}

/**
 * The code the school mailed, typed on the request's own page: the page then says what came of it.
 * Limited per address like the forms, and per request by the code's own tries.
 */
export async function confirmCode(token: string, form: FormData): Promise<never> {
  const id = verifyRequestToken(token)
  const code = String(form.get('code') ?? '').slice(0, 20)
  let result = 'wrong'
  if (id != null && (await withinRateLimit('privacy-code', await headers())))
    result = await checkIdentityCode(await payloadClient(), id, code)
  redirect(`${localePath(await requestLocale(), `/PrivacyRequest/${token}`)}?code=${result}`)
}
