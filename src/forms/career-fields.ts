/**
 * The career form's fields as the browser reads them. No Zod here (the schema is in career.ts):
 * the form page loads the schema only when a visitor starts on the form.
 */

/** SPEC §5: the picker accepts .pdf, .jpg and .jpeg. */
export const CV_ACCEPT = '.pdf,.jpg,.jpeg'

export const CAREER_TEXT_FIELDS = [
  'name',
  'address',
  'dob',
  'email',
  'phone',
  'fatherName',
  'school1',
  'profession',
  'experience',
  'mailType',
] as const
export const ROW_FIELDS = ['qualification', 'subject', 'howKnow', 'rate', 'school'] as const

/** The form's fields as the schema expects them (rows are named qualification1.N.field). */
export function careerFromFormData(form: FormData) {
  const rows: Record<string, string>[] = []
  for (const [key, value] of form) {
    const m = /^qualification1\.(\d{1,2})\.(\w+)$/.exec(key)
    if (m && (ROW_FIELDS as readonly string[]).includes(m[2])) (rows[Number(m[1])] ??= {})[m[2]] = String(value)
  }
  const file = form.get('cv')
  return {
    ...Object.fromEntries(CAREER_TEXT_FIELDS.map((f) => [f, String(form.get(f) ?? '')])),
    qualification1: rows.filter(Boolean),
    cv: file && typeof file === 'object' && (file as File).size > 0 ? (file as File) : null,
  }
}
