'use client'

import { type FormEvent, type ReactNode, useActionState, useState } from 'react'

import { FormFieldsProvider, TextInput } from '@/components/forms/FormFields'
import { useUiText } from '@/components/UiText'
import { certificateExtension, TC_MESSAGES, TC_NOT_FOUND } from '@/forms/tc-messages'

import { lookUpWithoutScript, type TcState } from './actions'

type Status = 'idle' | 'loading' | 'error' | 'success'

// The look-up has one message for the whole form (below), never one under a field.
const NO_FIELD_ERRORS = {}

/**
 * SPEC §4 TC form: idle, loading, error, success. Empty fields never reach the server; a found
 * certificate downloads as tc.pdf or tc.jpg; every failure says what went wrong (SPEC §8).
 */
export function TcForm({ schoolCode, notice }: { schoolCode: string; notice?: ReactNode }) {
  const [serverState, formAction] = useActionState(lookUpWithoutScript, {} as TcState)
  const [status, setStatus] = useState<Status>(serverState.message ? 'error' : 'idle')
  const [message, setMessage] = useState(serverState.message ?? '')
  const text = useUiText()

  const fail = (text: string) => {
    setStatus('error')
    setMessage(text)
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const admission = String(data.get('admission') ?? '').trim()
    const name = String(data.get('name') ?? '').trim()
    if (!admission || !name) return fail(TC_MESSAGES.empty)
    setStatus('loading')
    setMessage('')
    try {
      const response = await fetch(`/api/tc/${encodeURIComponent(schoolCode)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ admission, name }),
      })
      const body = (await response.json().catch(() => null)) as { data?: unknown; error?: string } | null
      if (!response.ok) {
        return fail(response.status === 404 ? body?.error || TC_NOT_FOUND : body?.error || TC_MESSAGES.fallback)
      }
      if (!body || typeof body.data !== 'string') return fail(TC_MESSAGES.invalidResponse)
      const file = await fetch(body.data)
      if (!file.ok) return fail(TC_MESSAGES.fetchFailed(file.status))
      const ext = certificateExtension(file.headers.get('content-type'), body.data)
      if (!ext) return fail(TC_MESSAGES.unsupported)
      const url = URL.createObjectURL(await file.blob())
      const a = document.createElement('a')
      a.href = url
      a.download = `tc.${ext}`
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setStatus('success')
      setMessage(`Your transfer certificate has been downloaded as tc.${ext}.`)
    } catch {
      fail(TC_MESSAGES.fallback)
    }
  }

  const clearError = () => {
    if (status === 'error') {
      setStatus('idle')
      setMessage('')
    }
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4" data-status={status}>
      <FormFieldsProvider value={{ values: serverState, errors: NO_FIELD_ERRORS, clear: clearError }}>
        <TextInput name="admission" label="Admission No." required={false} autoComplete="off" />
        <TextInput name="name" label="Student Full Name" required={false} autoComplete="name" />
      </FormFieldsProvider>
      {notice}
      <div role="status" aria-live="polite">
        {status === 'error' && (
          <p className="rounded-md border border-[#b91c1c] bg-red-50 px-4 py-3 font-medium text-[#b91c1c]">
            {text(message)}
          </p>
        )}
        {status === 'success' && (
          <p className="rounded-md border border-green-700 bg-green-50 px-4 py-3 font-medium text-green-800">
            {text(message)}
          </p>
        )}
      </div>
      <div>
        <button
          type="submit"
          disabled={status === 'loading'}
          className="btn-primary px-6 py-3 text-base disabled:opacity-60"
        >
          {text(status === 'loading' ? 'Looking up…' : 'View Details')}
        </button>
      </div>
    </form>
  )
}
