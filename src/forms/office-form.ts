import { z } from 'zod'

import './zod-config'

import type { Locale } from '@/i18n/locales.mjs'
import { dayText } from '@/lib/content/format'

import type { FieldErrors } from './fields'
import { OFFICE_FORM_MESSAGES } from './office-form-messages'

/**
 * An office-built form (collections/Forms) as its visitor meets it, in one language, and the one
 * check of its answers: the page's form runs it in the browser before sending, the server action
 * runs it again before storing. Kept free of server code for that reason.
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

export type Checked = { errors: FieldErrors; answers: Answer[]; files: { field: string; file: FileLike }[] }

const isFile = (value: unknown): value is FileLike =>
  Boolean(value && typeof value === 'object' && 'size' in value && 'name' in value && (value as FileLike).size > 0)

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

const listOf = (value: unknown): string[] =>
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

const EMAIL = z.email()

/**
 * Checks the answers to a form's questions in the page's language: those asked (a condition that
 * does not hold drops its question, whatever was sent for it), each by its kind. Every message
 * names its question.
 */
export function checkAnswers(fields: readonly FormField[], raw: RawAnswers, locale: Locale): Checked {
  const say = OFFICE_FORM_MESSAGES[locale]
  const errors: FieldErrors = {}
  const answers: Answer[] = []
  const files: Checked['files'] = []
  for (const field of fields) {
    if (!isAsked(field, fields, raw)) continue
    const name = fieldName(field)
    const label = field.label
    const refuse = (message: string) => void (errors[name] = message)
    const answer = (value: Answer['value'], text: string) =>
      answers.push({ field: field.id, label, kind: field.kind, value, text })
    const given = raw[name]
    switch (field.kind) {
      case 'checkboxes': {
        const ticked = listOf(given)
        const chosen = (field.options ?? []).filter((o) => ticked.includes(o.id))
        if (chosen.length !== ticked.length) refuse(say.choice(label))
        else if (field.required && !chosen.length) refuse(say.required(label))
        else if (chosen.length)
          answer(
            chosen.map((o) => o.id),
            chosen.map((o) => o.label).join('; '),
          )
        break
      }
      case 'declaration':
        if (given !== 'on') refuse(say.declaration(label))
        else answer(true, '✓')
        break
      case 'file': {
        if (!isFile(given)) {
          if (field.required) refuse(say.required(label))
          break
        }
        const types = (field.types?.length ? field.types : (['pdf'] as FileType[])).map((t) => FILE_TYPES[t])
        const maxMB = Math.min(field.maxMB || FILE_MAX_MB, FILE_MAX_MB)
        if (!types.some((t) => t.extensions.test(given.name) && (given.type === '' || given.type === t.mime)))
          refuse(say.fileType(label, types.map((t) => t.name).join(', ')))
        else if (given.size > maxMB * 1024 * 1024) refuse(say.fileSize(label, maxMB))
        else {
          files.push({ field: field.id, file: given })
          answer(given.name, given.name)
        }
        break
      }
      default: {
        const text = textOf(given)
        if (!text) {
          if (field.required) refuse(say.required(label))
          break
        }
        const problem = checkText(field, text, locale)
        if (typeof problem === 'string') refuse(problem)
        else answer(problem.value, problem.text)
      }
    }
  }
  return { errors, answers, files }
}

/** A one-value answer's problem, or its value and words. */
function checkText(field: FormField, text: string, locale: Locale): string | { value: Answer['value']; text: string } {
  const say = OFFICE_FORM_MESSAGES[locale]
  const label = field.label
  switch (field.kind) {
    case 'text':
    case 'longText':
      return text.length > TEXT_MAX[field.kind] ? say.tooLong(label, TEXT_MAX[field.kind]) : { value: text, text }
    case 'email':
      return text.length > 200 || !EMAIL.safeParse(text).success ? say.email(label) : { value: text, text }
    case 'phone': {
      const mobile = indianMobile(text)
      return mobile ? { value: mobile, text: mobile } : say.phone(label)
    }
    case 'number': {
      if (!/^-?\d+(?:\.\d+)?$/.test(text)) return say.number(label)
      const n = Number(text)
      if (field.min != null && n < field.min) return say.atLeast(label, field.min)
      if (field.max != null && n > field.max) return say.atMost(label, field.max)
      return { value: n, text }
    }
    case 'date': {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) return say.date(label)
      if (field.from && text < field.from) return say.notBefore(label, dayText(field.from, locale, true))
      if (field.to && text > field.to) return say.notAfter(label, dayText(field.to, locale, true))
      return { value: text, text }
    }
    case 'choice':
    case 'slot': {
      const options = field.kind === 'slot' ? field.slots : field.options
      const chosen = options?.find((o) => o.id === text)
      return chosen ? { value: chosen.id, text: chosen.label } : say.choice(label)
    }
    default:
      return { value: text, text }
  }
}

/**
 * The same check as a Zod schema, for the page's shared submission flow (useFormSubmission), whose
 * errors it reports by field name.
 */
export const officeFormSchema = (fields: readonly FormField[], locale: Locale) =>
  z
    .custom<RawAnswers>((value) => Boolean(value) && typeof value === 'object')
    .superRefine((raw, ctx) => {
      for (const [path, message] of Object.entries(checkAnswers(fields, raw, locale).errors))
        ctx.addIssue({ code: 'custom', path: [path], message: message ?? '' })
    })
