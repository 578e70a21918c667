'use client'

import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Answer = {
  error?: string
  school?: { code: string; name: string; domains: string[] }
  counts?: Record<string, number>
  accounts?: unknown[]
}

/**
 * "Import a school": sends one school's export (made on another installation) as it is, and says
 * what came in, or why nothing did.
 */
export function ImportSchool() {
  const router = useRouter()
  const [file, setFile] = useState<File | null>(null)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  const upload = async () => {
    if (!file) return
    setBusy(true)
    setMessage('Importing… (a school with many photos takes a few minutes)')
    const res = await fetch('/cms-api/backups/school-import', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: file,
    }).catch(() => null)
    const answer = ((await res?.json().catch(() => null)) ?? {}) as Answer
    setBusy(false)
    if (res?.ok && answer.school) {
      const records = Object.values(answer.counts ?? {}).reduce((sum, n) => sum + n, 0)
      const domains = answer.school.domains.length ? ` on ${answer.school.domains.join(', ')}` : ''
      const accounts = answer.accounts?.length
        ? ` ${answer.accounts.length} staff account(s) came without passwords: confirm each below.`
        : ''
      setMessage(`Imported ${answer.school.name} (${answer.school.code})${domains}: ${records} records.${accounts}`)
      router.refresh()
    } else setMessage(answer.error ?? 'The import failed; nothing was stored.')
  }

  return (
    <div style={{ display: 'flex', gap: 'var(--base)', alignItems: 'center', flexWrap: 'wrap' }}>
      <label>
        School export{' '}
        <input
          type="file"
          accept=".gz,.enc"
          data-school-import-file
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
      </label>
      <Button onClick={upload} disabled={!file || busy}>
        Import a school
      </Button>
      <span role="status" data-school-import-status>
        {message}
      </span>
    </div>
  )
}
