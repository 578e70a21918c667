'use server'

import { CONTACT_FIELDS, CONTACT_SUCCESS, contactSchema } from '@/forms/contact'
import { textValues } from '@/forms/state'
import { type ActionState, formAction } from '@/lib/submissions/form-action'
import { storeContact } from '@/lib/submissions/submissions'

const submit = formAction({
  kind: 'contact',
  success: CONTACT_SUCCESS,
  schema: contactSchema,
  read: (form) => textValues(form, CONTACT_FIELDS),
  store: storeContact,
})

export async function submitContact(previous: ActionState, form: FormData): Promise<ActionState> {
  return submit(previous, form)
}
