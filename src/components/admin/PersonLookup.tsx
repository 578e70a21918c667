'use client'

import { useSearchParams } from 'next/navigation'
import { type FormEvent, useState } from 'react'

type Found = { collection: string; label: string; docs: { id: number; createdAt?: string; title: string }[] }
type Result = { query: string; inboxes: Found[] } | { query: string; erased: Record<string, number> }

const API = '/cms-api/person-data'

const records = (n: number) => (n === 1 ? '1 record' : `${n} records`)

const when = (iso?: string) =>
  iso ? new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }) : ''

async function errorOf(response: Response) {
  const body = (await response.json().catch(() => null)) as { error?: string } | null
  return body?.error ?? `The look-up failed (${response.status}). Please try again.`
}

function LabelledInput(props: {
  id: string
  label: string
  type: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type={props.type}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete="off"
        style={{ padding: '0.5rem' }}
      />
    </>
  )
}

/**
 * Finds, exports and erases one person's records. The search names what was found (with links to
 * each record) before anything can be erased, and erasing asks for a confirmation first.
 */
export function PersonLookup() {
  // A privacy request's "Open this person's data" arrives with the address and phone filled in.
  const asked = useSearchParams()
  const [email, setEmail] = useState(asked.get('email') ?? '')
  const [phone, setPhone] = useState(asked.get('phone') ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [result, setResult] = useState<Result | null>(null)
  const [confirmed, setConfirmed] = useState(false)

  const query = new URLSearchParams({ ...(email.trim() && { email }), ...(phone.trim() && { phone }) }).toString()
  const total = result && 'inboxes' in result ? result.inboxes.reduce((n, i) => n + i.docs.length, 0) : 0

  async function find(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError('')
    setConfirmed(false)
    try {
      const response = await fetch(`${API}?${query}`, { credentials: 'include' })
      if (!response.ok) {
        setResult(null)
        setError(await errorOf(response))
      } else setResult({ query, ...(await response.json()) })
    } catch {
      setError('The server could not be reached. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  async function erase() {
    setBusy(true)
    setError('')
    try {
      const response = await fetch(`${API}/erase`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, phone }),
      })
      if (!response.ok) setError(await errorOf(response))
      else setResult({ query, ...(await response.json()) })
    } catch {
      setError('The server could not be reached. Nothing was erased.')
    } finally {
      setBusy(false)
      setConfirmed(false)
    }
  }

  return (
    <div style={{ maxWidth: '48rem', display: 'grid', gap: 'var(--base)' }}>
      <p>
        Everything this school holds about one person, found by their e-mail address or phone number across contact
        messages, career applications (with CVs) and admission registrations. Export it when the person asks for a copy;
        erase it when they ask for it to be deleted. Each export and erasure is recorded in the audit log with your
        name.
      </p>
      <form onSubmit={find} style={{ display: 'grid', gap: 'calc(var(--base) / 2)' }}>
        <LabelledInput id="person-email" label="E-mail address" type="email" value={email} onChange={setEmail} />
        <LabelledInput id="person-phone" label="Phone number" type="tel" value={phone} onChange={setPhone} />
        <div>
          <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={busy}>
            Find
          </button>
        </div>
      </form>

      <div role="status" aria-live="polite">
        {error && <p style={{ color: 'var(--theme-error-500)' }}>{error}</p>}
        {result && 'erased' in result && (
          <p id="person-erased">
            Erased {records(Object.values(result.erased).reduce((a, b) => a + b, 0))}. The audit log records the
            erasure.
          </p>
        )}
        {result && 'inboxes' in result && total === 0 && <p>Nothing is stored for this person.</p>}
      </div>

      {result && 'inboxes' in result && total > 0 && (
        <section aria-label="Records found" style={{ display: 'grid', gap: 'var(--base)' }}>
          {result.inboxes.map((inbox) => (
            <div key={inbox.collection}>
              <h2 style={{ fontSize: '1.1rem' }}>
                {inbox.label} ({inbox.docs.length})
              </h2>
              <ul>
                {inbox.docs.map((doc) => (
                  <li key={doc.id}>
                    <a href={`/admin/collections/${inbox.collection}/${doc.id}`}>{doc.title || `#${doc.id}`}</a>{' '}
                    <span style={{ opacity: 0.7 }}>{when(doc.createdAt)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <a className="btn btn--style-secondary btn--size-medium" href={`${API}/export?${result.query}`} download>
              Export as JSON
            </a>
          </div>
          <div style={{ display: 'grid', gap: 'calc(var(--base) / 2)' }}>
            <label>
              <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />{' '}
              {total === 1 ? 'This record belongs' : `These ${total} records belong`} to the person who asked, and
              {total === 1 ? ' it is' : ' they are'} to be deleted for good.
            </label>
            <div>
              <button
                type="button"
                className="btn btn--style-primary btn--size-medium"
                disabled={!confirmed || busy || result.query !== query}
                onClick={erase}
              >
                Erase {records(total)}
              </button>
            </div>
          </div>
        </section>
      )}
    </div>
  )
}
