import type { FieldErrors } from './fields'

/** What a form shows after the server has answered. */
export type FormState<V extends Record<string, unknown> = Record<string, string>> = {
  status: 'idle' | 'invalid' | 'error' | 'success'
  message?: string
  /** What the sender keeps of a stored submission: an application's number, shown beside the message. */
  reference?: string
  errors: FieldErrors
  values: Partial<V>
  /** One-time key of the next submission (see storeOnce). */
  key: string
}

export const initialState = <V extends Record<string, unknown>>(key: string): FormState<V> => ({
  status: 'idle',
  errors: {},
  values: {},
  key,
})

/** The text fields of a submitted form, by name. */
export const textValues = <K extends string>(formData: FormData, fields: readonly K[]) =>
  Object.fromEntries(fields.map((f) => [f, String(formData.get(f) ?? '')])) as Record<K, string>
