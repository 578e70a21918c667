'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { postSecondFactor } from './post'

/** A platform admin's "Reset second factor" for another account whose owner lost the phone. */
export function ResetSecondFactor({ account, email }: { account: number; email: string }) {
  const router = useRouter()
  const [message, setMessage] = useState('')
  const reset = async () => {
    if (!window.confirm(`Remove the second factor of ${email} and sign it out everywhere?`)) return
    const answer = await postSecondFactor<{ message: string }>('reset', { account })
    setMessage(answer.ok ? answer.message : answer.error)
    if (answer.ok) router.refresh()
  }
  return (
    <div className="second-factor-field__reset">
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={reset}>
        Reset second factor
      </button>
      <span role="status">{message}</span>
    </div>
  )
}
