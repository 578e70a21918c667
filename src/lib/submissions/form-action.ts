import { randomUUID } from 'node:crypto'

import { headers } from 'next/headers'
import type { z } from 'zod'

import { fieldErrors } from '@/forms/fields'
import { HONEYPOT_FIELD, RATE_LIMITED_MESSAGE, TRY_AGAIN_MESSAGE } from '@/forms/messages'
import { requestLocale } from '@/i18n/request-locale'
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
  for (const [key, value] of form) if (typeof value === 'string' && key !== 'submissionKey') values[key] = value
  return values
}

/**
 * The shared path of every page form's server action, as `postEndpoint` is for the JSON API:
 * honeypot, rate limit, the school's own refusal (e.g. admission closed), one schema, then the
 * submission's store. The success message is said only once the store has answered; the
 * visitor's typing comes back with any error, and failures are logged without personal data.
 */
export function formAction<S extends z.ZodType, T = z.infer<S>>(options: {
  kind: string
  success: string
  schema: S
  /** Turns the form into what the schema reads (repeated rows, files); plain text fields by default. */
  read?: (form: FormData) => unknown
  /** A message refusing every submission to this school for now. */
  refuse?: (school: School) => string | undefined
  /** Prepares the parsed data for the store (e.g. reads the CV's bytes). */
  prepare?: (data: z.infer<S>, form: FormData) => Promise<T> | T
  store: Store<T>
}) {
  return async (previous: ActionState, form: FormData): Promise<ActionState> => {
    const key = submissionKeyOf(form.get('submissionKey') || previous.key)
    const values = typedValues(form)
    const failed = (message: string): ActionState => ({ status: 'error', message, errors: {}, values, key })
    const success: ActionState = {
      status: 'success',
      message: options.success,
      errors: {},
      values: {},
      key: randomUUID(),
    }
    if (isBot(form.get(HONEYPOT_FIELD))) return success
    if (!(await withinRateLimit(options.kind, await headers()))) return failed(RATE_LIMITED_MESSAGE)
    try {
      const school = await requestSchool()
      if (!school) throw new Error('school not found')
      const refusal = options.refuse?.(school)
      if (refusal) return failed(refusal)
      const parsed = options.schema.safeParse(options.read ? options.read(form) : values)
      if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error), values, key }
      const data = options.prepare ? await options.prepare(parsed.data, form) : (parsed.data as T)
      await options.store(school, data, { key, language: await requestLocale() })
      return success
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
