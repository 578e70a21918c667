'use client'

import { type FormEvent, useActionState, useEffect, useRef, useState, useTransition } from 'react'

import { TRY_AGAIN_MESSAGE } from '@/forms/messages'
import type { z } from 'zod'

import type { FieldErrors } from '@/forms/fields'

import type { FormFields } from './FormFields'
import { rowIndexes } from './FormStatus'
import { type FormState, initialState } from '@/forms/state'

/**
 * One submission flow for every form. Without JavaScript the server action answers with the page
 * (progressive enhancement); with it, the browser checks first, then calls the same action, and a
 * lost connection keeps everything typed and says to try again instead of failing the page.
 *
 * The browser's check is the server's own Zod schema, loaded (`loadSchema`, a dynamic import)
 * when the visitor first enters the form rather than with the page: Zod is a third of a form
 * page's JavaScript, and starting it held up the page's first interaction for every visitor,
 * most of whom only read it.
 */
export function useFormSubmission<V extends Record<string, unknown>>(
  action: (previous: FormState<V>, form: FormData) => Promise<FormState<V>>,
  loadSchema: () => Promise<z.ZodType>,
  read: (form: FormData) => unknown,
) {
  const [serverState, formAction] = useActionState(action, initialState<V>(''))
  const [local, setLocal] = useState<FormState<V> | null>(null)
  const [pending, startTransition] = useTransition()
  const state = local ?? serverState

  // Field errors follow each answer, and an edit clears its own field's error (SPEC §4).
  const [errors, setErrors] = useState<FieldErrors>(state.errors)
  const [shown, setShown] = useState(state)
  if (shown !== state) {
    setShown(state)
    setErrors(state.errors)
  }
  const clearError = (name: string) => setErrors(({ [name]: _, ...rest }) => rest)

  const validator = useRef<{ loading: Promise<Validate> | null; loaded: Validate | null }>({
    loading: null,
    loaded: null,
  })
  const loadValidator = () => {
    const v = validator.current
    v.loading ??= Promise.all([import('@/forms/fields'), loadSchema()]).then(
      ([{ fieldErrors }, schema]) =>
        (v.loaded = (input: unknown) => {
          const parsed = schema.safeParse(input)
          return parsed.success ? null : fieldErrors(parsed.error)
        }),
      (error: unknown) => {
        // Offline for now: the next attempt loads it again.
        v.loading = null
        throw error
      },
    )
    return v.loading
  }
  // Focus enters the form before anything can be typed or sent, so the schema is there by then.
  const onFocus = () => void loadValidator().catch(() => {})

  const check = (form: FormData, errors: FieldErrors | null) => {
    if (errors) setLocal({ ...state, status: 'invalid', errors, message: undefined })
    else send(form)
  }
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const loaded = validator.current.loaded
    if (loaded) return check(form, loaded(read(form)))
    void loadValidator()
      .then((validate) => validate(read(form)))
      // Without the schema (the connection dropped) the server's same check answers instead.
      .catch(() => null)
      .then((errors) => check(form, errors))
  }
  const send = (form: FormData) =>
    startTransition(async () => {
      try {
        setLocal(await action(state, form))
      } catch {
        const values = Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')) as Partial<V>
        setLocal({ ...state, status: 'error', message: TRY_AGAIN_MESSAGE, errors: {}, values })
      }
    })
  // The page comes from a cache shared by every visitor, so the one-time key that makes a double
  // click store once cannot come with it: each browser makes its own once the form is live, and
  // the server hands out the next with each answer. (Without JavaScript the server makes one.)
  const [browserKey, setBrowserKey] = useState('')
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a random value must not differ between server and browser renders
  useEffect(() => setBrowserKey(newSubmissionKey()), [])
  const submissionKey = state.key || browserKey

  const fields: FormFields = { values: state.values, errors, clear: clearError }
  return { state, formAction, onSubmit, onFocus, pending, fields, submissionKey }
}

type Validate = (input: unknown) => FieldErrors | null

/**
 * Rows a visitor adds and removes (qualifications, siblings): numbered as the form names them,
 * reset to what the server returned after each answer, the first row never removable.
 */
export function useRepeatedRows(values: Partial<Record<string, unknown>>, prefix: string, max = 10) {
  const [rows, setRows] = useState<number[]>(rowIndexes(values, prefix))
  const [shown, setShown] = useState(values)
  if (shown !== values) {
    setShown(values)
    setRows(rowIndexes(values, prefix))
  }
  return {
    rows,
    canAdd: rows.length < max,
    add: () => setRows((r) => [...r, Math.max(...r) + 1]),
    remove: (row: number) => setRows((r) => (r[0] === row ? r : r.filter((x) => x !== row))),
  }
}

/** A key the server accepts (see submissionKeyOf); randomUUID needs a secure context, so not only that. */
function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}
