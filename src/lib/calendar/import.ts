import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { schoolForNewRecords } from '@/lib/platform/school-for-new-records'

import { dayOf, storedDate } from './occurrences'
import type { ImportRow, Refusal } from './import-rows'

/**
 * What an import of the office's spreadsheet would do, and doing it (issue 51). A row is an
 * entry the school already has when an entry of the school has its date and title (in English,
 * as the office types them, whatever the case): that entry is changed, or left as it is when the
 * row says what it says already; any other row is added. The preview and the confirmation run
 * the same plan, so what is stored is what the office saw.
 */
export type PlannedChange = ImportRow & { id: number }

export type ImportPlan = {
  school: number
  add: ImportRow[]
  change: PlannedChange[]
  unchanged: number
  refused: Refusal[]
}

export const NO_SCHOOL_CHOSEN = 'Choose the school to import into (the switcher at the top of the menu).'

type Existing = {
  id: number
  title?: string | null
  date: string
  endDate?: string | null
  category?: string | null
  classes?: string[] | null
}

const key = (day: string, title: string) => `${day}|${title.trim().toLowerCase()}`

const same = (row: ImportRow, entry: Existing) =>
  (dayOf(entry.endDate) ?? null) === row.endDate &&
  (entry.category ?? 'other') === row.category &&
  [...(entry.classes ?? [])].sort().join() === [...row.classes].sort().join()

export async function planImport(
  req: PayloadRequest,
  rows: ImportRow[],
  refused: Refusal[],
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
    select: { title: true, date: true, endDate: true, category: true, classes: true },
    overrideAccess: false,
    user: req.user,
    req,
  })
  const byKey = new Map<string, Existing>()
  for (const entry of docs as Existing[]) {
    const day = dayOf(entry.date)
    if (day && entry.title) byKey.set(key(day, entry.title), entry)
  }
  const plan: ImportPlan = { school, add: [], change: [], unchanged: 0, refused }
  for (const row of rows) {
    const found = byKey.get(key(row.date, row.title))
    if (!found) plan.add.push(row)
    else if (same(row, found)) plan.unchanged++
    else plan.change.push({ ...row, id: found.id })
  }
  return plan
}

const entryData = (row: ImportRow) => ({
  date: storedDate(row.date),
  endDate: row.endDate ? storedDate(row.endDate) : null,
  category: row.category,
  classes: row.classes,
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
        data: { school: plan.school, title: row.title, ...entryData(row), _status: status },
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
