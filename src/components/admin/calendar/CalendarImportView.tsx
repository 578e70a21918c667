import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'
import { CalendarImportForm } from './CalendarImportForm'

/**
 * /admin/calendar-import: the school's academic-year spreadsheet into the calendar. The office
 * chooses the file and sees, row by row, what would be added, changed and refused; nothing is
 * stored until it confirms (src/endpoints/calendar-import.ts).
 */
export function CalendarImportView(view: AdminViewServerProps) {
  if (!view.initPageResult.req.user) return null
  return (
    <AdminPage view={view} title="Import the school calendar">
      <CalendarImportForm />
    </AdminPage>
  )
}
