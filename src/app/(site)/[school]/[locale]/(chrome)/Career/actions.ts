'use server'

import { CAREER_SUCCESS, careerSchema } from '@/forms/career'
import { careerFromFormData } from '@/forms/career-fields'
import { type ActionState, formAction } from '@/lib/submissions/form-action'
import { storeCareer } from '@/lib/submissions/submissions'

export type CareerValues = Record<string, string>

const submit = formAction({
  kind: 'career',
  success: CAREER_SUCCESS,
  schema: careerSchema,
  read: careerFromFormData,
  // The schema checked the CV's name, type and size; the store reads its bytes.
  prepare: async ({ cv, ...input }, form) => ({
    ...input,
    cv: { name: cv.name, bytes: new Uint8Array(await (form.get('cv') as File).arrayBuffer()) },
  }),
  store: storeCareer,
})

export async function submitCareer(previous: ActionState, form: FormData): Promise<ActionState> {
  return submit(previous, form)
}
