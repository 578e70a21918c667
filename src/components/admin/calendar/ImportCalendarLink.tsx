import Link from 'next/link'

/** Above the events' list: where a year’s calendar is imported from the office’s spreadsheet or a Google or Outlook calendar. */
export function ImportCalendarLink() {
  return (
    <p style={{ marginBottom: 'var(--base)' }}>
      <Link href="/admin/calendar-import">Import the school calendar from a spreadsheet or another calendar</Link>
    </p>
  )
}
