'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * "Back up now": asks the server to start a backup, asks every few seconds whether it is done,
 * and then shows the list again, so the new archive appears without a reload.
 */
export function BackUpNow({ running }: { running: boolean }) {
  const router = useRouter()
  const [message, setMessage] = useState(running ? 'A backup is being made…' : '')
  const [waiting, setWaiting] = useState(running)

  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(async () => {
      const res = await fetch('/cms-api/backups', { credentials: 'include' })
      if (res.ok && !(await res.json()).running) {
        setWaiting(false)
        setMessage('The backup is done.')
        router.refresh()
      }
    }, 3000)
    return () => clearInterval(timer)
  }, [waiting, router])

  const start = async () => {
    setMessage('Starting…')
    const res = await fetch('/cms-api/backups', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    const answer = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
    setMessage(answer.message ?? answer.error ?? 'The backup could not be started.')
    if (res.status === 202 || res.status === 409) setWaiting(true)
  }

  return (
    <div style={{ display: 'flex', gap: 'var(--base)', alignItems: 'center' }}>
      <Button onClick={start} disabled={waiting}>
        Back up now
      </Button>
      <span role="status" data-backup-status>
        {message}
      </span>
    </div>
  )
}
