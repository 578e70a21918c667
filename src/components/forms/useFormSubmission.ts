'use client'

import { type FormEvent, useActionState, useState, useTransition } from 'react'

import { TRY_AGAIN_MESSAGE } from '@/forms/messages'
import type { FormState } from '@/forms/state'

/**
 * One submission flow for every form. Without JavaScript the server action answers with the page
 * (progressive enhancement); with it, the browser checks first, then calls the same action, and a
 * lost connection keeps everything typed and says to try again instead of failing the page.
 */
export function useFormSubmission<V extends Record<string, unknown>>(
  action: (previous: FormState<V>, form: FormData) => Promise<FormState<V>>,
  initial: FormState<V>,
  check: (form: FormData) => FormState<V>['errors'] | null,
) {
  const [serverState, formAction] = useActionState(action, initial)
  const [local, setLocal] = useState<FormState<V> | null>(null)
  const [pending, startTransition] = useTransition()
  const state = local ?? serverState

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const errors = check(form)
    if (errors) {
      setLocal({ ...state, status: 'invalid', errors, message: undefined, values: state.values })
      return
    }
    startTransition(async () => {
      try {
        setLocal(await action(state, form))
      } catch {
        const values = Object.fromEntries([...form].filter(([, v]) => typeof v === 'string')) as Partial<V>
        setLocal({ ...state, status: 'error', message: TRY_AGAIN_MESSAGE, errors: {}, values })
      }
    })
  }
  return { state, formAction, onSubmit, pending }
}
