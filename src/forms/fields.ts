import { z } from 'zod'

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
