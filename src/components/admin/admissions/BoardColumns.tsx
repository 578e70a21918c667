'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { type AdmissionStatus, STATUS_LABELS } from '@/lib/admissions/pipeline'
import type { Board } from '@/lib/admissions/board'
import { keralaDate, keralaDateTime } from '@/lib/content/format'

/**
 * The chosen class's applications in a column per step. Ticked ones move on together to the step
 * chosen below, each saved as the member and mailed as a change of its own would be.
 */
export function BoardColumns({ columns }: { columns: Board['columns'] }) {
  const router = useRouter()
  const [chosen, setChosen] = useState<Set<number>>(new Set())
  const [status, setStatus] = useState<AdmissionStatus>('interaction-scheduled')
  const [quiet, setQuiet] = useState(false)
  const [said, setSaid] = useState('')
  const [busy, setBusy] = useState(false)
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before)
      if (!next.delete(id)) next.add(id)
      return next
    })
  async function move() {
    setBusy(true)
    setSaid('')
    const res = await fetch('/cms-api/admission-registrations/move', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ids: [...chosen], status, quiet }),
    })
    const answer = await res.json().catch(() => ({}))
    setBusy(false)
    if (!res.ok) return setSaid(answer.error ?? 'The applications could not be moved.')
    setSaid(
      `${answer.moved} moved to “${STATUS_LABELS[status]}”${quiet ? ', quietly' : ', the parents mailed'}.` +
        (answer.refused?.length ? ` ${answer.refused.length} could not be changed.` : ''),
    )
    setChosen(new Set())
    router.refresh()
  }
  return (
    <>
      <div className="admission-board__move" role="group" aria-label="Move the ticked applications">
        <span>{chosen.size} ticked</span>
        <label>
          Move to{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value as AdmissionStatus)}>
            {columns.map((c) => (
              <option key={c.status} value={c.status}>
                {STATUS_LABELS[c.status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={quiet} onChange={(e) => setQuiet(e.target.checked)} /> quietly (no mail)
        </label>
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          disabled={!chosen.size || busy}
          onClick={move}
        >
          {busy ? 'Moving…' : 'Move'}
        </button>
        <span role="status">{said}</span>
      </div>
      <div className="admission-board__columns">
        {columns.map((column) => (
          <section key={column.status} aria-labelledby={`column-${column.status}`} className="admission-board__column">
            <h2 id={`column-${column.status}`}>
              {STATUS_LABELS[column.status]} <span>({column.cards.length})</span>
            </h2>
            <ul>
              {column.cards.map((card) => (
                <li key={card.id} className="admission-board__card">
                  <label>
                    <input type="checkbox" checked={chosen.has(card.id)} onChange={() => toggle(card.id)} />
                    <span className="admission-board__number">{card.number}</span>
                  </label>
                  <Link href={`/admin/collections/admission-registrations/${card.id}`}>{card.name}</Link>
                  <small>
                    Registered {keralaDate(card.createdAt)}
                    {card.interactionAt ? ` · interaction ${keralaDateTime(card.interactionAt)}` : ''}
                    {card.assignee ? ` · ${card.assignee}` : ''}
                  </small>
                  {card.duplicates > 0 && (
                    <small className="admission-board__duplicate">
                      Possibly the same child as {card.duplicates} other
                    </small>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
