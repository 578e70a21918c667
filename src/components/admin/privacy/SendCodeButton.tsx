'use client'

import { useState } from 'react'

/** "Mail a code to …": the person types it on their request's page; the office sees the check recorded. */
export function SendCodeButton({ id, to }: { id: number; to: string }) {
  const [said, setSaid] = useState('')
  const [busy, setBusy] = useState(false)
  async function send() {
    setBusy(true)
    const res = await fetch(`/cms-api/privacy-requests/${id}/send-code`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    const answer = await res.json().catch(() => ({}))
    setBusy(false)
    setSaid(
      res.ok
        ? `A code went to ${answer.sentTo}. When it is typed back, the check is recorded here.`
        : (answer.error ?? 'The code could not be sent.'),
    )
  }
  return (
    <>
      <button type="button" className="btn btn--style-secondary btn--size-small" disabled={busy} onClick={send}>
        Mail a code to {to}
      </button>
      {said && <p role="status">{said}</p>}
    </>
  )
}
