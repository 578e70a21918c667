import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { schoolForNewRecords } from '@/lib/platform/school-for-new-records'

import { dayOf, storedDate } from './occurrences'
import type { CalendarFileEntry, ImportRow } from './import-rows'
import type { ImportReading } from './import-source'

/**
 * What an import of the office's spreadsheet or calendar would do, and doing it (issue 51). A row
 * is an entry the school already has when that entry was imported from the same calendar event
 * (its UID), or has the row's date and title (in English, as the office types them, whatever the
 * case): that entry is changed, or left as it is when the row says what it says already; any
 * other row is added. The preview and the confirmation run the same plan, so what is stored is
 * what the office saw.
 */
export type PlannedChange = ImportRow & { id: number }

export type ImportPlan = {
  school: number
  add: ImportRow[]
  change: PlannedChange[]
  unchanged: number
  refused: ImportReading['refused']
  /** A calendar's events that ended more than a year ago, left out. */
  history: number
}

export const NO_SCHOOL_CHOSEN = 'Choose the school to import into (the switcher at the top of the menu).'

type Existing = {
  id: number
  title?: string | null
  date: string
  endDate?: string | null
  category?: string | null
  classes?: string[] | null
  importUid?: string | null
  allDay?: boolean | null
  startTime?: string | null
  endTime?: string | null
  recurrence?: string | null
  exceptions?: { date?: string | null }[] | null
  venue?: string | null
  description?: string | null
}

const key = (day: string, title: string) => `${day}|${title.trim().toLowerCase()}`

const sameCalendar = (calendar: CalendarFileEntry, entry: Existing) =>
  !!entry.allDay === calendar.allDay &&
  (entry.startTime ?? null) === calendar.startTime &&
  (entry.endTime ?? null) === calendar.endTime &&
  (entry.recurrence || null) === calendar.recurrence &&
  (entry.exceptions ?? []).map((e) => dayOf(e.date)).join() === calendar.exceptions.join() &&
  (entry.venue || null) === calendar.venue &&
  (entry.description || null) === calendar.description

const same = (row: ImportRow, entry: Existing) =>
  dayOf(entry.date) === row.date &&
  entry.title === row.title &&
  (dayOf(entry.endDate) ?? null) === row.endDate &&
  (entry.category ?? 'other') === row.category &&
  [...(entry.classes ?? [])].sort().join() === [...row.classes].sort().join() &&
  (!row.calendar || sameCalendar(row.calendar, entry))

export async function planImport(
  req: PayloadRequest,
  { rows, refused, history }: ImportReading,
): Promise<ImportPlan | { problem: string }> {
  const school = await schoolForNewRecords(req)
  if (school === undefined) return { problem: NO_SCHOOL_CHOSEN }
  const { docs } = await req.payload.find({
    collection: 'events',
    where: { school: { equals: school } },
    draft: true,
    locale: 'en',
    pagination: false,
    depth: 0,
    select: {
      title: true,
      date: true,
      endDate: true,
      category: true,
      classes: true,
      importUid: true,
      allDay: true,
      startTime: true,
      endTime: true,
      recurrence: true,
      exceptions: true,
      venue: true,
      description: true,
    },
    overrideAccess: false,
    user: req.user,
    req,
  })
  const byKey = new Map<string, Existing>()
  const byUid = new Map<string, Existing>()
  for (const entry of docs as Existing[]) {
    const day = dayOf(entry.date)
    if (day && entry.title) byKey.set(key(day, entry.title), entry)
    if (entry.importUid) byUid.set(entry.importUid, entry)
  }
  const plan: ImportPlan = { school, add: [], change: [], unchanged: 0, refused, history }
  for (const row of rows) {
    const uid = row.calendar?.uid
    const found = (uid && byUid.get(uid)) || byKey.get(key(row.date, row.title))
    if (!found) plan.add.push(row)
    else if (same(row, found)) plan.unchanged++
    else plan.change.push({ ...row, id: found.id })
  }
  return plan
}

/** A spreadsheet row leaves an entry's times, repetition, venue and description as they are. */
const entryData = ({ title, date, endDate, category, classes, calendar }: ImportRow) => ({
  title,
  date: storedDate(date),
  endDate: endDate ? storedDate(endDate) : null,
  category,
  classes,
  ...(calendar && {
    importUid: calendar.uid,
    allDay: calendar.allDay,
    startTime: calendar.startTime,
    endTime: calendar.endTime,
    recurrence: calendar.recurrence,
    exceptions: calendar.exceptions.map((day) => ({ date: storedDate(day) })),
    venue: calendar.venue,
    description: calendar.description,
  }),
})

/**
 * Stores the plan in one transaction: every row, or (when one is refused on saving) none. The
 * member's own access and hooks apply, so an editor's entries are drafts for review whatever
 * was chosen.
 */
export async function storeImport(req: PayloadRequest, plan: ImportPlan, publish: boolean) {
  const status = publish ? 'published' : 'draft'
  const as = { overrideAccess: false, user: req.user, req, draft: !publish, locale: 'en' } as const
  const own = await initTransaction(req)
  try {
    for (const row of plan.add)
      await req.payload.create({
        collection: 'events',
        data: { school: plan.school, ...entryData(row), _status: status },
        ...as,
      })
    for (const row of plan.change)
      await req.payload.update({
        collection: 'events',
        id: row.id,
        data: { ...entryData(row), _status: status },
        ...as,
      })
    if (own) await commitTransaction(req)
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
  return { added: plan.add.length, changed: plan.change.length }
}
