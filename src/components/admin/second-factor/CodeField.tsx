'use client'

import { useState } from 'react'

import { postSecondFactor } from './post'

/**
 * A form of one code posted to an endpoint of the second factor: its state (what the server
 * said, whether it is waiting) and its submit, which hands the answer on to `done`.
 */
export function useCodeForm<T extends object>(action: 'code' | 'enrolment/confirm', done: (answer: T) => void) {
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '')
    setBusy(true)
    setError('')
    const answer = await postSecondFactor<T>(action, { code })
    setBusy(false)
    if (answer.ok) done(answer)
    else setError(answer.error)
  }
  return { error, busy, submit }
}

/** The box a code is typed in, with the server's message under it: digits of the app, or a recovery code. */
export function CodeField({ label, recovery = false, error }: { label: string; recovery?: boolean; error: string }) {
  return (
    <>
      <label htmlFor="second-factor-code">{label}</label>
      <input
        key={recovery ? 'recovery' : 'app'}
        id="second-factor-code"
        name="code"
        className="second-factor__code"
        required
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        pattern={recovery ? undefined : '\\s*\\d{3}\\s*\\d{3}\\s*'}
        placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
        aria-describedby={error ? 'second-factor-error' : undefined}
      />
      {error && (
        <p id="second-factor-error" role="alert" className="second-factor__error">
          {error}
        </p>
      )}
    </>
  )
}
