import { z } from 'zod'

import './zod-config'

import type { Locale } from '@/i18n/locales.mjs'
import { dayText } from '@/lib/content/format'

import type { FieldErrors } from './fields'
import {
  type Answer,
  type FileLike,
  FILE_MAX_MB,
  FILE_TYPES,
  type FileType,
  fieldName,
  type FormField,
  indianMobile,
  isAsked,
  isFile,
  listOf,
  type RawAnswers,
  TEXT_MAX,
  textOf,
} from './office-form-fields'
import { OFFICE_FORM_MESSAGES } from './office-form-messages'

/**
 * The one check of an office-built form's answers: the page's form runs it in the browser before
 * sending (loaded when the visitor starts on the form), the server action runs it again before
 * storing. Kept free of server code for that reason.
 */
export * from './office-form-fields'

export type Checked = { errors: FieldErrors; answers: Answer[]; files: { field: string; file: FileLike }[] }

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
