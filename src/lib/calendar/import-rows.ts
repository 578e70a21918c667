import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'

import { CIRCULAR_CLASSES, type CircularClass } from '@/collections/Circulars/categories'
import {
  DEFAULT_EVENT_CATEGORY,
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  type EventCategory,
} from '@/collections/Events/categories'
import { calendarMl } from '@/i18n/messages/calendar'

import { IMPORT_COLUMNS } from './import-columns'
import type { Day } from './occurrences'

export { IMPORT_COLUMNS }

/**
 * The office's academic-year spreadsheet read into calendar entries (issue 51): a CSV or an XLSX
 * file whose first row names the columns date, end date, title, category and classes (in any
 * order, in any case), one entry a row. Each row is read on its own, and a row that cannot be is
 * refused with its number and the reason, in the office's words; nothing here touches the
 * database (lib/calendar/import.ts plans and stores).
 */

type Column = (typeof IMPORT_COLUMNS)[number]

/** The most rows one file may hold: a school year is some hundreds. */
export const MAX_IMPORT_ROWS = 2_000
/** The largest file taken: a year's spreadsheet is tens of kilobytes. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024

export const IMPORT_MESSAGES = {
  kind: 'Choose a spreadsheet saved as CSV (.csv) or Excel (.xlsx), or a calendar file (.ics).',
  tooBig: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB: a school year's calendar is far smaller. Is it the right file?`,
  unreadable: 'The file could not be read as a spreadsheet. Save it again as CSV or Excel (.xlsx) and choose it again.',
  empty: 'The file has no rows under its first row.',
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS} rows; split it into two.`,
  columns: (missing: string[]) =>
    `The first row must name the columns date, end date, title, category and classes; it has no ${missing.join(', ')}.`,
  noTitle: 'it has no title.',
  noDate: 'it has no date.',
  badDate: (text: string) => `“${text}” is no date: write day/month/year, e.g. 05/12/2026.`,
  badEndDate: (text: string) => `the end date “${text}” is no date: write day/month/year, e.g. 05/12/2026.`,
  endBeforeStart: 'the end date is before the date.',
  badCategory: (text: string) =>
    `“${text}” is no category: write ${EVENT_CATEGORIES.map((c) => EVENT_CATEGORY_LABELS[c]).join(', ')}.`,
  badClass: (text: string) =>
    `“${text}” is no class: write classes as Pre-primary, I, II … XII, separated by commas (I-IV for a range).`,
  repeated: (row: number) => `it has the same date and title as row ${row}.`,
} as const

export type ImportRow = {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  row: number
  title: string
  date: Day
  endDate: Day | null
  category: EventCategory
  classes: CircularClass[]
  /** What a calendar file (.ics) says beyond a spreadsheet's columns (lib/calendar/import-ics.ts). */
  calendar?: CalendarFileEntry
}

export type CalendarFileEntry = {
  /** Its identity in that calendar, which a later import of it matches. */
  uid: string | null
  allDay: boolean
  startTime: string | null
  endTime: string | null
  recurrence: string | null
  exceptions: Day[]
  venue: string | null
  description: string | null
}

export type Refusal = { row: number; reason: string }

export type ReadRows = { rows: ImportRow[]; refused: Refusal[] } | { problem: string }

const pad = (n: number) => String(n).padStart(2, '0')

/** A real day of the calendar, or null: 31/02 is none. */
function day(y: number, m: number, d: number): Day | null {
  const at = new Date(Date.UTC(y, m - 1, d))
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d
    ? `${y}-${pad(m)}-${pad(d)}`
    : null
}

/** A cell's day: day/month/year as Kerala writes it (/, - or .), an ISO date, or a spreadsheet's own date. */
export function readDay(value: unknown): Day | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10)
  // A date cell Excel kept as its serial number (days since 30 December 1899).
  if (typeof value === 'number')
    return value > 0 && value < 80_000
      ? new Date(Date.UTC(1899, 11, 30) + value * 86_400_000).toISOString().slice(0, 10)
      : null
  const text = String(value ?? '').trim()
  let match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(text)
  if (match) {
    const year = Number(match[3]) + (match[3].length === 2 ? 2000 : 0)
    return day(year, Number(match[2]), Number(match[1]))
  }
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  return match ? day(Number(match[1]), Number(match[2]), Number(match[3])) : null
}

const CATEGORY_NAMES = new Map<string, EventCategory>(
  EVENT_CATEGORIES.flatMap((c) => [
    [c, c],
    [EVENT_CATEGORY_LABELS[c].toLowerCase(), c],
    [calendarMl.categories[c], c],
  ]),
)
/** The spellings offices use beside the names. */
for (const [name, category] of [
  ['holidays', 'holiday'],
  ['exams', 'exam'],
  ['examination', 'exam'],
  ['examinations', 'exam'],
  ['pta', 'ptm'],
  ['pta meeting', 'ptm'],
  ['parent-teacher meeting', 'ptm'],
  ['admission', 'admissions'],
  ['sport', 'sports'],
] as const)
  CATEGORY_NAMES.set(name, category)

export function readCategory(value: string): EventCategory | null {
  const text = value.trim().toLowerCase()
  return text ? (CATEGORY_NAMES.get(text) ?? null) : DEFAULT_EVENT_CATEGORY
}

const CLASS_BY_NAME = new Map(CIRCULAR_CLASSES.map((c) => [c.toLowerCase(), c]))

/** "I, II, V" or "I-IV" or "Pre-primary to II"; empty for the whole school. The first name that is no class, else the classes. */
export function readClasses(value: string): CircularClass[] | { wrong: string } {
  const classes: CircularClass[] = []
  for (const part of value
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const range = /^(.+?)\s*(?:–|—|\bto\b|-(?!primary))\s*(.+)$/i.exec(part)
    const names = range ? [range[1], range[2]] : [part]
    const found = names.map((n) => CLASS_BY_NAME.get(n.trim().toLowerCase()))
    const wrong = names.find((_, i) => !found[i])
    if (wrong !== undefined) return { wrong: part }
    const [from, to] = found.map((c) => CIRCULAR_CLASSES.indexOf(c!))
    const [lo, hi] = range ? [Math.min(from, to), Math.max(from, to)] : [from, from]
    for (let i = lo; i <= hi; i++) if (!classes.includes(CIRCULAR_CLASSES[i])) classes.push(CIRCULAR_CLASSES[i])
  }
  return classes
}

/** A cell as text: a spreadsheet's rich text and formulas by their shown value. */
function cellText(value: unknown): string {
  if (value == null) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[] }
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('')
    if (v.result !== undefined) return cellText(v.result)
    if (v.text !== undefined) return String(v.text)
  }
  return String(value)
}

/** The file's rows of cells, or what is wrong with the file as a whole. */
async function tableOf(name: string, data: Buffer): Promise<unknown[][] | string> {
  if (data.length > MAX_IMPORT_BYTES) return IMPORT_MESSAGES.tooBig
  const kind = name.toLowerCase().split('.').pop()
  try {
    if (kind === 'csv') {
      return parse(data, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][]
    }
    if (kind === 'xlsx') {
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(data as unknown as ArrayBuffer)
      const sheet = book.worksheets[0]
      if (!sheet) return IMPORT_MESSAGES.empty
      const rows: unknown[][] = []
      sheet.eachRow({ includeEmpty: true }, (row, number) => {
        rows[number - 1] = (row.values as unknown[]).slice(1)
      })
      return Array.from(rows, (row) => row ?? [])
    }
  } catch {
    return IMPORT_MESSAGES.unreadable
  }
  return IMPORT_MESSAGES.kind
}

/** The rows of an uploaded file as entries, each refused row with its reason. */
export async function readImportFile(name: string, data: Buffer): Promise<ReadRows> {
  const table = await tableOf(name, data)
  if (typeof table === 'string') return { problem: table }
  const [header = [], ...body] = table
  const heads = header.map((h) =>
    cellText(h)
      .trim()
      .toLowerCase()
      .replace(/[_\s]+/g, ' '),
  )
  const at = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, heads.indexOf(c)])) as Record<Column, number>
  const missing = IMPORT_COLUMNS.filter((c) => at[c] < 0 && c !== 'end date' && c !== 'classes' && c !== 'category')
  if (missing.length) return { problem: IMPORT_MESSAGES.columns(missing) }
  if (body.length > MAX_IMPORT_ROWS) return { problem: IMPORT_MESSAGES.tooManyRows }

  const rows: ImportRow[] = []
  const refused: Refusal[] = []
  const seen = new Map<string, number>()
  body.forEach((cells, i) => {
    const row = i + 2
    const raw = (c: Column) => (at[c] < 0 ? undefined : cells[at[c]])
    const text = (c: Column) => cellText(raw(c)).trim()
    if (IMPORT_COLUMNS.every((c) => !text(c))) return
    const refuse = (reason: string) => void refused.push({ row, reason })
    const title = text('title')
    if (!title) return refuse(IMPORT_MESSAGES.noTitle)
    if (!text('date')) return refuse(IMPORT_MESSAGES.noDate)
    const date = readDay(raw('date') instanceof Date || typeof raw('date') === 'number' ? raw('date') : text('date'))
    if (!date) return refuse(IMPORT_MESSAGES.badDate(text('date')))
    const endText = text('end date')
    const endDate = endText
      ? readDay(raw('end date') instanceof Date || typeof raw('end date') === 'number' ? raw('end date') : endText)
      : null
    if (endText && !endDate) return refuse(IMPORT_MESSAGES.badEndDate(endText))
    if (endDate && endDate < date) return refuse(IMPORT_MESSAGES.endBeforeStart)
    const category = readCategory(text('category'))
    if (!category) return refuse(IMPORT_MESSAGES.badCategory(text('category')))
    const classes = readClasses(text('classes'))
    if (!Array.isArray(classes)) return refuse(IMPORT_MESSAGES.badClass(classes.wrong))
    const key = `${date}|${title.toLowerCase()}`
    const earlier = seen.get(key)
    if (earlier) return refuse(IMPORT_MESSAGES.repeated(earlier))
    seen.set(key, row)
    rows.push({ row, title, date, endDate: endDate && endDate > date ? endDate : null, category, classes })
  })
  if (!rows.length && !refused.length) return { problem: IMPORT_MESSAGES.empty }
  return { rows, refused }
}

/** The template the admin offers: the columns, and three rows as a school fills them. */
export async function importTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Calendar')
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c, key: c, width: c === 'title' ? 40 : 14 }))
  sheet.addRows([
    ['12/06/2027', '', 'Second Saturday', 'Holiday', ''],
    ['23/08/2027', '01/09/2027', 'Onam holidays', 'Holiday', ''],
    ['06/12/2027', '15/12/2027', 'Half-yearly examinations', 'Exam', 'V-X'],
    ['18/12/2027', '', 'PTM', 'PTM', 'I, II, III, IV'],
  ])
  sheet.getRow(1).font = { bold: true }
  return Buffer.from(await book.xlsx.writeBuffer())
}
