'use client'

import { useState } from 'react'

import { EVENT_CATEGORY_LABELS } from '@/collections/Events/categories'
import type { ImportPlan } from '@/lib/calendar/import'
import { IMPORT_COLUMNS } from '@/lib/calendar/import-columns'

import './calendar-import.css'

type Answer = (ImportPlan & { stored?: { added: number; changed: number } }) | { error: string }

/** The spreadsheet to fill in (src/endpoints/calendar-import.ts). */
const TEMPLATE = '/cms-api/events/import-template'

const dayText = (day: string) => day.split('-').reverse().join('/')

async function send(file: File, confirm: boolean, publish: boolean): Promise<Answer> {
  const query = new URLSearchParams({
    name: file.name,
    ...(confirm && { confirm: '1' }),
    ...(publish && { publish: '1' }),
  })
  const answer = await fetch(`/cms-api/events/import?${query}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: file,
  })
  try {
    return (await answer.json()) as Answer
  } catch {
    return { error: `The server answered ${answer.status}; nothing was stored. Try again.` }
  }
}

function Rows({ caption, rows }: { caption: string; rows: ImportPlan['add'] }) {
  if (!rows.length) return null
  return (
    <table className="calendar-import__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Date</th>
          <th scope="col">End date</th>
          <th scope="col">Title</th>
          <th scope="col">Category</th>
          <th scope="col">Classes</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.row}>
            <td>{row.row}</td>
            <td>{dayText(row.date)}</td>
            <td>{row.endDate ? dayText(row.endDate) : ''}</td>
            <td>{row.title}</td>
            <td>{EVENT_CATEGORY_LABELS[row.category]}</td>
            <td>{row.classes.join(', ') || 'Whole school'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Choose the file, read the preview, confirm: the import's three steps on one page. */
export function CalendarImportForm() {
  const [file, setFile] = useState<File | null>(null)
  const [publish, setPublish] = useState(true)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (confirm: boolean) => {
    if (!file) return
    setBusy(true)
    setAnswer(await send(file, confirm, publish))
    setBusy(false)
  }
  const plan = answer && !('error' in answer) ? answer : null
  const stored = plan?.stored

  return (
    <div className="calendar-import">
      <p>
        A spreadsheet of the school year, saved as Excel (.xlsx) or CSV, with the columns{' '}
        <strong>{IMPORT_COLUMNS.join(', ')}</strong> in its first row: dates as day/month/year, category one of Holiday,
        Exam, PTM, Celebration, Sports, Admissions or Other, classes as I, II, III or a range such as V-X (empty for the
        whole school).{' '}
        <a href={TEMPLATE} download>
          Download the template
        </a>
        .
      </p>
      <p>
        A row with the date and title of an entry already in the calendar changes that entry; the others are added.
        Nothing is stored until you confirm.
      </p>
      <div className="calendar-import__choose">
        <label htmlFor="calendar-import-file">Spreadsheet</label>
        <input
          id="calendar-import-file"
          type="file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null)
            setAnswer(null)
          }}
        />
        <button type="button" className="btn btn--style-secondary" disabled={!file || busy} onClick={() => run(false)}>
          Preview
        </button>
      </div>

      <div role="status" aria-live="polite">
        {busy && <p>Reading the file…</p>}
        {answer && 'error' in answer && (
          <p className="calendar-import__error" data-testid="import-error">
            {answer.error}
          </p>
        )}
        {stored && (
          <p className="calendar-import__done" data-testid="import-done">
            Stored: {stored.added} added, {stored.changed} changed
            {publish ? ', published.' : ', as drafts.'} They are in Content → Events.
          </p>
        )}
      </div>

      {plan && !stored && (
        <div data-testid="import-preview">
          <p>
            <strong>{plan.add.length}</strong> to add, <strong>{plan.change.length}</strong> to change,{' '}
            <strong>{plan.unchanged}</strong> already in the calendar as they are,{' '}
            <strong>{plan.refused.length}</strong> refused.
          </p>
          {plan.refused.length > 0 && (
            <table className="calendar-import__table calendar-import__refused">
              <caption>Refused: correct these rows in the spreadsheet and choose it again</caption>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {plan.refused.map((r) => (
                  <tr key={r.row}>
                    <td>{r.row}</td>
                    <td>
                      Row {r.row}: {r.reason}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Rows caption="To add" rows={plan.add} />
          <Rows caption="To change" rows={plan.change} />
          {plan.add.length + plan.change.length > 0 && (
            <fieldset className="calendar-import__confirm">
              <legend>Store them</legend>
              <label>
                <input type="radio" name="publish" checked={publish} onChange={() => setPublish(true)} /> Published, on
                the site at once
              </label>
              <label>
                <input type="radio" name="publish" checked={!publish} onChange={() => setPublish(false)} /> As drafts,
                to check and publish one by one
              </label>
              <button type="button" className="btn btn--style-primary" disabled={busy} onClick={() => run(true)}>
                Import {plan.add.length + plan.change.length} entries
              </button>
            </fieldset>
          )}
        </div>
      )}
    </div>
  )
}
