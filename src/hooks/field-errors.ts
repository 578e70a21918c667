import type { AfterErrorHook } from 'payload'

type FieldError = { path: string; message: string }
type FailedSave = { status?: unknown; message?: unknown; data?: { errors?: unknown } }

const isFieldError = (e: unknown): e is FieldError =>
  !!e && typeof (e as FieldError).path === 'string' && typeof (e as FieldError).message === 'string'

/**
 * A refused save answers with each field's own message, which the admin shows under the field
 * and an API client can read. Payload adds them only when the error is an instance of its own
 * ValidationError class; in the production build Payload's modules sit in more than one bundle
 * (and class names are minified), so that check fails and the answer kept only "The following
 * field is invalid: …". A validation failure is recognised here by its shape instead: a 400
 * carrying a list of field paths with messages.
 */
export const fieldErrorsInAnswer: AfterErrorHook = ({ error }) => {
  const failed = error as FailedSave
  const fields = failed.data?.errors
  if (failed.status !== 400 || !Array.isArray(fields) || !fields.length || !fields.every(isFieldError)) return
  return {
    response: {
      errors: [
        {
          name: 'ValidationError',
          message: String(failed.message),
          data: { ...(failed.data as Record<string, unknown>), errors: fields },
        },
      ],
    },
  }
}
