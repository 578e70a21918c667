/**
 * An office-built form (collections/Forms) as its visitor meets it, in one language: its questions,
 * how the page's form names and reads them, and when a question is asked. No Zod here (the check
 * is in office-form.ts): the form's page loads that only when a visitor starts on the form.
 */
export const FIELD_KINDS = [
  'text',
  'longText',
  'email',
  'phone',
  'number',
  'date',
  'choice',
  'checkboxes',
  'file',
  'declaration',
  'slot',
] as const
export type FieldKind = (typeof FIELD_KINDS)[number]

/** The files a form may ask for: those the site's private files take (collections/PrivateFiles). */
export const FILE_TYPES = {
  pdf: { mime: 'application/pdf', extensions: /\.pdf$/i, accept: 'application/pdf,.pdf', name: 'PDF' },
  jpeg: { mime: 'image/jpeg', extensions: /\.jpe?g$/i, accept: 'image/jpeg,.jpg,.jpeg', name: 'JPEG' },
  png: { mime: 'image/png', extensions: /\.png$/i, accept: 'image/png,.png', name: 'PNG' },
} as const
export type FileType = keyof typeof FILE_TYPES
/** The most a form's file may weigh: the career form's CV limit, which the server's body limit allows. */
export const FILE_MAX_MB = 5

/** How long a one-line and a long answer may be. */
export const TEXT_MAX = { text: 200, longText: 3000 } as const

export type Choice = { id: string; label: string }
export type SlotChoice = Choice & { places: number; left: number }

/** "Show only when the answer to `field` is one of `values`", resolved to the question's and answers' ids. */
export type Condition = { field: string; values: string[]; question: string; answers: string[] }

export type FormField = {
  /** The question's own id (its block's), the same in every language and version of the form. */
  id: string
  kind: FieldKind
  label: string
  help?: string
  required: boolean
  when?: Condition
  min?: number
  max?: number
  /** Earliest and latest day a date may be (YYYY-MM-DD). */
  from?: string
  to?: string
  options?: Choice[]
  display?: 'radio' | 'select'
  types?: FileType[]
  maxMB?: number
  slots?: SlotChoice[]
}

/** A question's name in the page's form and in the errors the check returns. */
export const fieldName = (field: Pick<FormField, 'id'>) => `q-${field.id}`

export type FileLike = { name: string; type: string; size: number }
/** What the visitor sent, by field name: a text, the ticked boxes, or a file. */
export type RawAnswers = Record<string, unknown>

/** One answer as stored: the question's id, label and kind when sent, the value and its words. */
export type Answer = {
  field: string
  label: string
  kind: FieldKind
  value: string | string[] | number | boolean | null
  text: string
}

export const isFile = (value: unknown): value is FileLike =>
  Boolean(value && typeof value === 'object' && 'size' in value && 'name' in value && (value as FileLike).size > 0)

export const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

export const listOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value == null || value === '' ? [] : [value]).filter(
    (v): v is string => typeof v === 'string' && v !== '',
  )

/** The answers a form's page sent, by the form's own fields (a list for boxes, the file for a file). */
export function rawAnswers(fields: readonly FormField[], form: FormData): RawAnswers {
  const raw: RawAnswers = {}
  for (const field of fields) {
    const name = fieldName(field)
    if (field.kind === 'checkboxes') raw[name] = form.getAll(name).map(String)
    else if (field.kind === 'file') raw[name] = isFile(form.get(name)) ? form.get(name) : undefined
    else raw[name] = form.get(name) == null ? undefined : String(form.get(name))
  }
  return raw
}

/** A declaration's tick counts as this answer in a condition ("only if the box is ticked"). */
export const TICKED = 'ticked'

/** Whether the question is asked, given the answers: a question with a condition only when it holds. */
export function isAsked(field: FormField, fields: readonly FormField[], raw: RawAnswers): boolean {
  if (!field.when) return true
  const other = fields.find((f) => f.id === field.when!.field)
  if (!other || !isAsked(other, fields, raw)) return false
  const given = raw[fieldName(other)]
  const answers = other.kind === 'declaration' ? (given === 'on' ? [TICKED] : []) : listOf(given)
  return answers.some((a) => field.when!.values.includes(a))
}

/** An Indian mobile number as its ten digits, however written (+91, 0, spaces), or null. */
export function indianMobile(value: string): string | null {
  const digits = value.replace(/[\s\-().]/g, '')
  const m = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(digits)
  return m ? m[1] : null
}
