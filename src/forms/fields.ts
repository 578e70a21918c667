import { z } from 'zod'

import './zod-config'

/** SPEC §5's message for a malformed address, used wherever an e-mail address is asked for. */
export const EMAIL_NOT_VALID = 'Email is not valid.'

/** One e-mail address (never a list: acknowledgements go to exactly the sender). */
export const emailAddress = (requiredMessage: string) =>
  requiredText(requiredMessage, 200).pipe(z.email({ error: EMAIL_NOT_VALID }))

/** A required text field: missing, not text, or blank all give SPEC's one message. */
export const requiredText = (message: string, max = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `At most ${max} characters, please.` })

export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters, please.` })
    .optional()
    .transform((v) => v || undefined)

/** Field name → first error message, the shape every form renders under its fields. */
export type FieldErrors = Partial<Record<string, string>>

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_form'
    out[key] ??= issue.message
  }
  return out
}
