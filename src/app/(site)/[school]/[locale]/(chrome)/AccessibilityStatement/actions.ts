'use server'

import { ACCESSIBILITY_FIELDS, ACCESSIBILITY_SUCCESS, accessibilitySchema } from '@/forms/accessibility'
import { textValues } from '@/forms/state'
import { type ActionState, formAction } from '@/lib/submissions/form-action'
import { storeAccessibilityReport } from '@/lib/submissions/submissions'

const submit = formAction({
  kind: 'accessibility',
  success: ACCESSIBILITY_SUCCESS,
  schema: accessibilitySchema,
  read: (form) => textValues(form, ACCESSIBILITY_FIELDS),
  store: storeAccessibilityReport,
})

export async function submitAccessibilityReport(previous: ActionState, form: FormData): Promise<ActionState> {
  return submit(previous, form)
}
