import type { AfterErrorHook } from 'payload'

/**
 * A change the site refuses for a reason the office should read, e.g. deleting a page the menu
 * still leads to. Payload hides the message of an error that is not its own in a production
 * build (its class checks fail across bundles, hooks/field-errors.ts), so the refusal carries a
 * marker by which refusalsInAnswer puts its message in the answer, which the admin shows in its
 * toast.
 */
export class Refusal extends Error {
  readonly status = 400
  readonly refusal = true
}

export const refusalsInAnswer: AfterErrorHook = ({ error }) =>
  (error as { refusal?: unknown }).refusal === true
    ? { response: { errors: [{ message: error.message }] }, status: 400 }
    : undefined
