'use server'

import { ADMISSION_SUCCESS, admissionSchema } from '@/forms/admission'
import { admissionFromFormData } from '@/forms/admission-fields'
import { type ActionState, formAction } from '@/lib/submissions/form-action'
import { storeAdmission } from '@/lib/submissions/submissions'

const submit = formAction({
  kind: 'admission',
  success: ADMISSION_SUCCESS,
  schema: admissionSchema,
  read: admissionFromFormData,
  store: storeAdmission,
})

export async function submitAdmission(previous: ActionState, form: FormData): Promise<ActionState> {
  return submit(previous, form)
}
