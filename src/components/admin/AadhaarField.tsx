'use client'

import { FieldLabel, useAuth, useDocumentInfo, useField } from '@payloadcms/ui'
import { useState } from 'react'

import { UNREADABLE_AADHAAR } from '@/lib/privacy/aadhaar-unreadable'

/**
 * The Aadhaar number as staff see it in a record: masked, with "Reveal" for a school admin. A
 * reveal asks the server, which checks the role again and records who looked.
 */
export function AadhaarField({ path, field }: { path: string; field: { label?: string } }) {
  const { value } = useField<string>({ path })
  const { id, collectionSlug } = useDocumentInfo()
  const { user } = useAuth<{ role?: string }>()
  const [shown, setShown] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const unreadable = value === UNREADABLE_AADHAAR

  async function reveal() {
    setError(null)
    const res = await fetch(`/cms-api/${collectionSlug}/${id}/reveal-aadhaar`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    const body = (await res.json().catch(() => ({}))) as { aadhaar?: string; error?: string }
    if (res.ok) setShown(body.aadhaar ?? '')
    else setError(body.error ?? 'Could not reveal the number.')
  }

  return (
    <div className="field-type text" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label={field.label ?? 'Aadhaar number'} path={path} />
      <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)', alignItems: 'center' }}>
        <output aria-live="polite" style={{ fontFamily: unreadable ? undefined : 'monospace', fontSize: '1rem' }}>
          {shown ?? (value || 'Not given')}
        </output>
        {value && !unreadable && !shown && id && user?.role === 'school-admin' && (
          <button type="button" className="btn btn--style-secondary btn--size-small" onClick={reveal}>
            Reveal
          </button>
        )}
      </div>
      <p className="field-description">
        {unreadable
          ? // Sealed under another DATA_KEY (docs/security-privacy.md, "Aadhaar numbers"): only the platform admin can act.
            'The number was locked with a key this server does not have. The platform admin can make it readable again with that key.'
          : 'Shown masked. Revealing the whole number is recorded in the audit log.'}
      </p>
      {error && <p role="alert">{error}</p>}
    </div>
  )
}
