'use client'

import { useState } from 'react'

import { CodeField, useCodeForm } from './CodeField'

/**
 * The six-digit code of the app, or one of the recovery codes. On success the whole admin loads
 * again, now with a session that may use it.
 */
export function CodeForm({ next }: { next: string }) {
  const [recovery, setRecovery] = useState(false)
  const { error, busy, submit } = useCodeForm('code', () => window.location.assign(next))
  return (
    <form className="second-factor__form" onSubmit={submit}>
      <CodeField label={recovery ? 'Recovery code' : 'Code from your app'} recovery={recovery} error={error} />
      <button type="submit" className="btn btn--style-primary btn--size-large" disabled={busy}>
        Continue
      </button>
      <button type="button" className="second-factor__switch" onClick={() => setRecovery(!recovery)}>
        {recovery ? 'Use the code from your app' : 'Lost your phone? Use a recovery code'}
      </button>
    </form>
  )
}
