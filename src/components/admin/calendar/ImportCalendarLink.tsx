import Link from 'next/link'

/** Above the events' list: where a year's calendar is imported from the office's spreadsheet. */
export function ImportCalendarLink() {
  return (
    <p style={{ marginBottom: 'var(--base)' }}>
      <Link href="/admin/calendar-import">Import the school calendar from a spreadsheet</Link>
    </p>
  )
}
