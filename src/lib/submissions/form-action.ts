import { randomUUID } from 'node:crypto'

import { headers } from 'next/headers'
import type { z } from 'zod'

import { fieldErrors } from '@/forms/fields'
import { HONEYPOT_FIELD, RATE_LIMITED_MESSAGE, TRY_AGAIN_MESSAGE } from '@/forms/messages'
import { requestLocale } from '@/i18n/request-locale'
import type { Locale } from '@/i18n/locales.mjs'
import { OFFICE_FORM_MESSAGES } from '@/forms/office-form-messages'
import { isBot, withinRateLimit } from '@/lib/submissions/guard'
import type { FormState } from '@/forms/state'
import { submissionKeyOf } from '@/lib/submissions/submission-store'
import type { School } from '@/payload-types'

import { BadRequest } from './bad-request'
import { logFailure } from '../platform/log'
import { requestSchool } from '../site/school'
import type { Store } from './submissions'

type Values = Record<string, string>
export type ActionState = FormState<Values>

/** Everything typed, to put back in the form when it cannot be stored (files cannot be put back). */
function typedValues(form: FormData): Values {
  const values: Values = {}
  // A name sent more than once (boxes ticked of one question) keeps every value, a line each.
  for (const [key, value] of form)
    if (typeof value === 'string' && key !== 'submissionKey')
      values[key] = key in values ? `${values[key]}\n${value}` : value
  return values
}

/** What a form's action checks and stores with: its schema, how it reads the form, its store. */
type FormHandling<S extends z.ZodType, T> = {
  success: string
  schema: S
  /** Turns the form into what the schema reads (repeated rows, files); plain text fields by default. */
  read?: (form: FormData) => unknown
  /** Prepares the parsed data for the store (e.g. reads the CV's bytes). */
  prepare?: (data: z.infer<S>, form: FormData) => Promise<T> | T
  store: Store<T>
}

/**
 * The shared path of every page form's server action, as `postEndpoint` is for the JSON API:
 * honeypot, rate limit, the school's own refusal (e.g. admission closed), one schema, then the
 * submission's store. The success message is said only once the store has answered; the
 * visitor's typing comes back with any error, and failures are logged without personal data.
 * A form whose questions are the school's own (an office-built form) gives `handle`, which finds
 * them for the school and the page's language, or says why the form takes nothing now.
 */
export function formAction<S extends z.ZodType, T = z.infer<S>>(
  options: { kind: string; refuse?: (school: School) => string | undefined } & (
    FormHandling<S, T> | { handle: (school: School, locale: Locale) => Promise<FormHandling<S, T> | string> }
  ),
) {
  return async (previous: ActionState, form: FormData): Promise<ActionState> => {
    const key = submissionKeyOf(form.get('submissionKey') || previous.key)
    const values = typedValues(form)
    const failed = (message: string): ActionState => ({ status: 'error', message, errors: {}, values, key })
    const succeeded = (message: string, reference?: string | null): ActionState => ({
      status: 'success',
      message,
      ...(reference ? { reference } : {}),
      errors: {},
      values: {},
      key: randomUUID(),
    })
    if (isBot(form.get(HONEYPOT_FIELD)))
      return succeeded('success' in options ? options.success : OFFICE_FORM_MESSAGES[await requestLocale()].received)
    if (!(await withinRateLimit(options.kind, await headers()))) return failed(RATE_LIMITED_MESSAGE)
    try {
      const school = await requestSchool()
      if (!school) throw new Error('school not found')
      const refusal = options.refuse?.(school)
      if (refusal) return failed(refusal)
      const language = await requestLocale()
      const handling = 'handle' in options ? await options.handle(school, language) : options
      if (typeof handling === 'string') return failed(handling)
      const parsed = handling.schema.safeParse(handling.read ? handling.read(form) : values)
      if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error), values, key }
      const data = handling.prepare ? await handling.prepare(parsed.data, form) : (parsed.data as T)
      const stored = await handling.store(school, data, { key, language })
      return succeeded(handling.success, stored.number)
    } catch (error) {
      if (error instanceof BadRequest)
        return error.fields
          ? { status: 'invalid', errors: error.fields as ActionState['errors'], values, key }
          : failed(error.message)
      logFailure(options.kind, error)
      return failed(TRY_AGAIN_MESSAGE)
    }
  }
}
