'use client'

import { useState } from 'react'

import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS, type EventCategory } from '@/collections/Events/categories'
import type { ImportPlan } from '@/lib/calendar/import'
import { IMPORT_COLUMNS } from '@/lib/calendar/import-columns'
import { fromBasicDate } from '@/lib/calendar/repeat-choices'
import { rrulestr } from '@/lib/calendar/rrule'
import { clockLabel } from '@/lib/calendar/times'

import './calendar-import.css'

type Answer = (ImportPlan & { stored?: { added: number; changed: number } }) | { error: string }

/** The spreadsheet to fill in (src/endpoints/calendar-import.ts). */
const TEMPLATE = '/cms-api/events/import-template'

const dayText = (day: string) => day.split('-').reverse().join('/')

/** What is imported: a chosen file, or a published calendar's address. */
type Source = { file: File } | { feed: string }

type Options = { confirm: boolean; publish: boolean; category: EventCategory }

async function send(source: Source, { confirm, publish, category }: Options): Promise<Answer> {
  const query = new URLSearchParams({
    ...('file' in source && { name: source.file.name }),
    category,
    ...(confirm && { confirm: '1' }),
    ...(publish && { publish: '1' }),
  })
  const answer = await fetch(`/cms-api/events/import?${query}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'file' in source ? 'application/octet-stream' : 'application/json' },
    body: 'file' in source ? source.file : JSON.stringify({ feed: source.feed }),
  })
  try {
    return (await answer.json()) as Answer
  } catch {
    return { error: `The server answered ${answer.status}; nothing was stored. Try again.` }
  }
}

type Row = ImportPlan['add'][number]

function timeText({ calendar }: Row) {
  if (!calendar || calendar.allDay || !calendar.startTime) return 'All day'
  return [calendar.startTime, calendar.endTime]
    .filter(Boolean)
    .map((t) => clockLabel(t!))
    .join(' – ')
}

function repeatText({ calendar }: Row) {
  if (!calendar?.recurrence) return ''
  try {
    // rrule's words, but the last day as the office writes dates (its own reads "March 31, 2027").
    const until = fromBasicDate(/UNTIL=(\d{8})/.exec(calendar.recurrence)?.[1])
    const text = rrulestr(`RRULE:${calendar.recurrence.replace(/;?UNTIL=[^;]*/, '')}`).toText()
    const last = until ? ` until ${dayText(until)}` : ''
    const skipped = calendar.exceptions.length ? `; skips ${calendar.exceptions.map(dayText).join(', ')}` : ''
    return text + last + skipped
  } catch {
    return calendar.recurrence
  }
}

function Rows({ caption, rows }: { caption: string; rows: Row[] }) {
  if (!rows.length) return null
  const fromCalendar = rows.some((row) => row.calendar)
  return (
    <table className="calendar-import__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{fromCalendar ? 'Event' : 'Row'}</th>
          <th scope="col">Date</th>
          <th scope="col">End date</th>
          {fromCalendar && <th scope="col">Time</th>}
          <th scope="col">Title</th>
          <th scope="col">Category</th>
          {fromCalendar ? <th scope="col">Repeats</th> : <th scope="col">Classes</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.row}>
            <td>{row.row}</td>
            <td>{dayText(row.date)}</td>
            <td>{row.endDate ? dayText(row.endDate) : ''}</td>
            {fromCalendar && <td>{timeText(row)}</td>}
            <td>{row.title}</td>
            <td>{EVENT_CATEGORY_LABELS[row.category]}</td>
            {fromCalendar ? <td>{repeatText(row)}</td> : <td>{row.classes.join(', ') || 'Whole school'}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Choose the file or the calendar's address, read the preview, confirm: the import's three steps on one page. */
export function CalendarImportForm() {
  const [file, setFile] = useState<File | null>(null)
  const [feed, setFeed] = useState('')
  const [category, setCategory] = useState<EventCategory>('other')
  const [publish, setPublish] = useState(true)
  const [source, setSource] = useState<Source | null>(null)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (from: Source, confirm: boolean) => {
    setBusy(true)
    setSource(from)
    setAnswer(await send(from, { confirm, publish, category }))
    setBusy(false)
  }
  const forget = () => {
    setAnswer(null)
    setSource(null)
  }
  const plan = answer && !('error' in answer) ? answer : null
  const stored = plan?.stored
  const fromCalendar = !!source && ('feed' in source || /\.ics$/i.test(source.file.name))

  return (
    <div className="calendar-import">
      <h2 className="calendar-import__heading">From a spreadsheet</h2>
      <p>
        A spreadsheet of the school year, saved as Excel (.xlsx) or CSV, with the columns{' '}
        <strong>{IMPORT_COLUMNS.join(', ')}</strong> in its first row: dates as day/month/year, category one of Holiday,
        Exam, PTM, Celebration, Sports, Admissions or Other, classes as I, II, III or a range such as V-X (empty for the
        whole school).{' '}
        <a href={TEMPLATE} download>
          Download the template
        </a>
        . A calendar exported from Google Calendar or Outlook (.ics) can be chosen here too.
      </p>
      <div className="calendar-import__choose">
        <label htmlFor="calendar-import-file">Spreadsheet or calendar file</label>
        <input
          id="calendar-import-file"
          type="file"
          accept=".xlsx,.csv,.ics,text/csv,text/calendar,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null)
            forget()
          }}
        />
        <button
          type="button"
          className="btn btn--style-secondary"
          disabled={!file || busy}
          onClick={() => file && run({ file }, false)}
        >
          Preview the file
        </button>
      </div>

      <h2 className="calendar-import__heading">From a published calendar</h2>
      <p>
        The address a Google or Outlook calendar gives to share it in iCal format (it ends in .ics; in Google Calendar:
        Settings → the calendar → “Public address in iCal format”). The server fetches it once now; import it again to
        bring its changes in.
      </p>
      <div className="calendar-import__choose">
        <label htmlFor="calendar-import-feed">Calendar address</label>
        <input
          id="calendar-import-feed"
          className="calendar-import__address"
          type="url"
          inputMode="url"
          placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
          value={feed}
          onChange={(e) => {
            setFeed(e.target.value)
            forget()
          }}
        />
        <button
          type="button"
          className="btn btn--style-secondary"
          disabled={!feed.trim() || busy}
          onClick={() => run({ feed: feed.trim() }, false)}
        >
          Preview the calendar
        </button>
      </div>
      <div className="calendar-import__choose">
        <label htmlFor="calendar-import-category">Category of a calendar’s events that name none</label>
        <select
          id="calendar-import-category"
          value={category}
          onChange={(e) => {
            setCategory(e.target.value as EventCategory)
            forget()
          }}
        >
          {EVENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {EVENT_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      <p>
        An entry already in the calendar with the same date and title, or imported before from the same calendar event,
        is changed; the others are added. Nothing is stored until you confirm.
      </p>

      <div role="status" aria-live="polite">
        {busy && <p>{source && 'feed' in source ? 'Fetching the calendar…' : 'Reading the file…'}</p>}
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
            {plan.history > 0 && ` ${plan.history} events that ended more than a year ago are left out.`}
          </p>
          {plan.refused.length > 0 && (
            <table className="calendar-import__table calendar-import__refused">
              <caption>
                {fromCalendar
                  ? 'Refused: these events of the calendar are left out'
                  : 'Refused: correct these rows in the spreadsheet and choose it again'}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{fromCalendar ? 'Event' : 'Row'}</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {plan.refused.map((r) => (
                  <tr key={r.row}>
                    <td>{r.row}</td>
                    <td>
                      {fromCalendar ? 'Event' : 'Row'} {r.row}: {r.reason}
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
              <button
                type="button"
                className="btn btn--style-primary"
                disabled={busy}
                onClick={() => source && run(source, true)}
              >
                Import {plan.add.length + plan.change.length} entries
              </button>
            </fieldset>
          )}
        </div>
      )}
    </div>
  )
}
