'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

/** The dashboard's "Rebuild the search index": asks the server to rebuild it and says how it went. */
export function RebuildSearchIndex() {
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const rebuild = async () => {
    setBusy(true)
    setMessage('Rebuilding…')
    try {
      const res = await fetch('/cms-api/search-index/rebuild', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
      const answer = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
      setMessage(answer.message ?? answer.error ?? 'The search index could not be rebuilt.')
    } catch {
      setMessage('The server could not be reached. Please try again.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div style={{ display: 'flex', gap: 'var(--base)', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button onClick={rebuild} disabled={busy} buttonStyle="secondary">
        Rebuild the search index
      </Button>
      <span role="status" data-search-index-status>
        {message}
      </span>
    </div>
  )
}
