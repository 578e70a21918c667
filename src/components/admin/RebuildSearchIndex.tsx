'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { REBUILD_MESSAGES, type RebuildState } from '@/lib/search/rebuild-messages'

const ENDPOINT = '/cms-api/search-index/rebuild'

/** How often the button asks how the rebuild stands while it runs. */
const POLL_MS = 1500

type Answer = Partial<RebuildState> & { error?: string }

const ask = async (init?: RequestInit): Promise<{ status: number; answer: Answer }> => {
  const res = await fetch(ENDPOINT, { credentials: 'include', ...init })
  return { status: res.status, answer: (await res.json().catch(() => ({}))) as Answer }
}

/**
 * The dashboard's "Rebuild the search index": asks the server to rebuild it, which it does as a
 * job after answering, says that it started, then asks how it stands until it is done and says
 * how it went.
 */
export function RebuildSearchIndex() {
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const rebuild = async () => {
    setBusy(true)
    setMessage(REBUILD_MESSAGES.started)
    try {
      let { status, answer } = await ask({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
      const say = () => setMessage(answer.message ?? answer.error ?? REBUILD_MESSAGES.failed)
      say()
      while (status === 202 || answer.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
        ;({ status, answer } = await ask())
        say()
      }
    } catch {
      setMessage(REBUILD_MESSAGES.unreachable)
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
