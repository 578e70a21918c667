'use client'

import { Button, useAuth, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

import { mayPublish } from '@/access/roles'
import { SEND_NOW_MESSAGES } from '@/lib/notifications/send-now-messages'
import type { User } from '@/payload-types'

/**
 * "Send to subscribers now" beside a published urgent alert's Save, for school admins: the mail
 * goes in this request rather than at the jobs queue's next check (up to a minute). Alerts go by
 * themselves when published; this is for the morning a minute matters.
 */
export function SendAlertNow() {
  const { id, data } = useDocumentInfo()
  const { user } = useAuth<User>()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  if (!id || !mayPublish(user) || (data as { _status?: string } | undefined)?._status !== 'published') return null
  const send = async () => {
    setBusy(true)
    try {
      const res = await fetch(`/cms-api/alerts/${id}/send-now`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      })
      const answer = (await res.json().catch(() => ({}))) as { message?: string; error?: string }
      setMessage(answer.message ?? answer.error ?? SEND_NOW_MESSAGES.failed)
    } catch {
      setMessage(SEND_NOW_MESSAGES.failed)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="send-alert-now">
      <Button buttonStyle="secondary" size="medium" disabled={busy} onClick={send} margin={false}>
        {busy ? 'Sending…' : 'Send to subscribers now'}
      </Button>
      <p role="status" className="send-alert-now__status">
        {message}
      </p>
    </div>
  )
}
