'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** "Merge it into this one", asked twice: a merge withdraws the other application. */
export function MergeButton({ keep, drop, dropNumber }: { keep: number; drop: number; dropNumber: string }) {
  const router = useRouter()
  const [asking, setAsking] = useState(false)
  const [said, setSaid] = useState('')
  const [busy, setBusy] = useState(false)
  async function merge() {
    setBusy(true)
    const res = await fetch('/cms-api/admission-registrations/merge', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ keep, drop }),
    })
    const answer = await res.json().catch(() => ({}))
    setBusy(false)
    setAsking(false)
    if (!res.ok) return setSaid(answer.error ?? 'The applications could not be merged.')
    setSaid(
      `${answer.merged} merged into this one${answer.alsoMailed?.length ? `; mails also go to ${answer.alsoMailed.join(', ')}` : ''}.`,
    )
    router.refresh()
  }
  if (said) return <span role="status">{said}</span>
  return asking ? (
    <span role="group" aria-label={`Merge ${dropNumber}`}>
      Withdraw {dropNumber} and keep this one?{' '}
      <button type="button" className="btn btn--style-primary btn--size-small" disabled={busy} onClick={merge}>
        Yes, merge
      </button>{' '}
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setAsking(false)}>
        No
      </button>
    </span>
  ) : (
    <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setAsking(true)}>
      Merge it into this one
    </button>
  )
}
