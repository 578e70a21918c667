/**
 * The admission form's fields as the browser reads them, and the age it shows. No Zod here (the
 * schema is in admission.ts): the form page loads the schema only when a visitor starts on the form.
 */

export const DECLARATION = 'I declare that the information given above is true and correct to the best of my knowledge.'

/** SPEC §5: age is whole years from the date of birth; negative is invalid. */
export function ageInYears(dob: string, today = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  let age = today.getFullYear() - y
  if (today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d)) age -= 1
  return age
}

export const ADMISSION_TEXT_FIELDS = [
  'class',
  'name',
  'gender',
  'dob',
  'religion',
  'address',
  'category',
  'aadharCardDetails',
  'address1',
  'phone2',
  'fatherName',
  'profession',
  'phone',
  'email',
  'motherName',
  'profession1',
  'phone1',
  'email1',
  'hasSiblings',
] as const

/** The form's fields as the schema expects them (sibling rows are named siblings.N.name / .class). */
export function admissionFromFormData(form: FormData) {
  const siblings: Record<string, string>[] = []
  for (const [key, value] of form) {
    const m = /^siblings\.(\d{1,2})\.(name|class)$/.exec(key)
    if (m) (siblings[Number(m[1])] ??= {})[m[2]] = String(value)
  }
  const values: Record<string, unknown> = Object.fromEntries(
    ADMISSION_TEXT_FIELDS.map((f) => [f, form.get(f) == null ? undefined : String(form.get(f))]),
  )
  for (const f of ['class', 'gender', 'category', 'hasSiblings']) if (values[f] === '') values[f] = undefined
  return { ...values, siblings: siblings.filter(Boolean), declaration: form.get('declaration') === 'on' }
}
