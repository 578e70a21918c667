'use client'

import { useActionState } from 'react'

import { lookUpStatus, type LookUpState } from './actions'

export type StatusFormText = {
  number: string
  numberHint: string
  dob: string
  submit: string
  statusOf: string
  status: string
  next: string
}

/**
 * The look-up's form: a plain form posted to the server action, so it works without JavaScript;
 * the answer (or the one message for a wrong pair) comes back in its place.
 */
export function StatusForm({ text }: { text: StatusFormText }) {
  const [state, action, pending] = useActionState<LookUpState, FormData>(lookUpStatus, { errors: {}, values: {} })
  const field = (name: 'number' | 'dob') => ({
    id: `status-${name}`,
    name,
    defaultValue: state.values[name] ?? '',
    'aria-invalid': state.errors[name] ? true : undefined,
    'aria-describedby': state.errors[name] ? `status-${name}-error` : undefined,
    className: 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2',
  })
  return (
    <div className="grid max-w-xl gap-6">
      {state.answer && (
        <section role="status" aria-live="polite" className="rounded-lg border border-green-700 bg-green-50 p-4">
          <h2 className="font-semibold text-green-900">
            {text.statusOf.replace('{name}', state.answer.firstName).replace('{number}', state.answer.number)}
          </h2>
          <dl className="mt-2 grid gap-2">
            <div>
              <dt className="text-sm text-muted">{text.status}</dt>
              <dd className="text-lg font-semibold text-brand">{state.answer.status}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{text.next}</dt>
              <dd>{state.answer.next}</dd>
            </div>
          </dl>
        </section>
      )}
      <form action={action} noValidate className="grid gap-4" key={state.answer ? 'after' : 'before'}>
        <div>
          <label htmlFor="status-number" className="font-semibold">
            {text.number}
          </label>
          <p id="status-number-hint" className="text-sm text-muted">
            {text.numberHint}
          </p>
          <input {...field('number')} type="text" autoComplete="off" spellCheck={false} />
          {state.errors.number && (
            <p id="status-number-error" className="mt-1 text-sm font-semibold text-[#b91c1c]">
              {state.errors.number}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="status-dob" className="font-semibold">
            {text.dob}
          </label>
          <input {...field('dob')} type="date" />
          {state.errors.dob && (
            <p id="status-dob-error" className="mt-1 text-sm font-semibold text-[#b91c1c]">
              {state.errors.dob}
            </p>
          )}
        </div>
        <div role="status" aria-live="polite">
          {state.message && (
            <p className="rounded-md border border-[#b91c1c] bg-red-50 px-4 py-3 font-semibold text-[#b91c1c]">
              {state.message}
            </p>
          )}
        </div>
        <div>
          <button type="submit" disabled={pending} className="btn-primary px-6 py-3 text-base disabled:opacity-60">
            {text.submit}
          </button>
        </div>
      </form>
    </div>
  )
}
