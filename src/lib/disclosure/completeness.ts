import { isExpired } from '@/lib/office/disclosure-validity'

import {
  APPENDIX_IX,
  DOCUMENT_TABLES,
  INFO_TABLES,
  RESULT_YEARS,
  itemLabel,
  rowItem,
  type AppendixItem,
  type DocumentTable,
  type InfoTable,
  type ResultTable,
} from './appendix-ix'
import { problemFor, type LinkReport } from './link-report'

/**
 * How much of CBSE's Appendix IX the school's disclosure answers, and what it lacks, in the
 * office's words: the dashboard's score and the disclosure's own panel in the admin. An item counts
 * when a row answers it with something a visitor can use: a value, or a document that is there
 * (uploaded, or a link the last check found alive) and not past its "valid until" day; the board
 * results with RESULT_YEARS years; an item the office marked as not applying does not count.
 */

type InfoRow = { item?: string | null; label?: string | null; value?: string | null }
type DocumentRow = InfoRow & { file?: unknown; url?: string | null; validUntil?: string | null }
type ResultRow = { year?: number | null }

export type DisclosureAnswers = Partial<Record<InfoTable, InfoRow[] | null>> &
  Partial<Record<DocumentTable, DocumentRow[] | null>> &
  Partial<Record<ResultTable, ResultRow[] | null>> & {
    inspectionVideoUrl?: string | null
    notApplicable?: string[] | null
    linkCheck?: unknown
  }

export type MissingItem = { code: string; label: string; why: string }

export type Completeness = {
  /** Whole per cent, rounded down: 100 only when nothing is missing. */
  score: number
  answered: number
  /** The items that apply to the school. */
  total: number
  missing: MissingItem[]
}

const filled = (text: unknown) => typeof text === 'string' && text.trim() !== ''
const hasDocument = (row: DocumentRow) => row.file != null || filled(row.url)

/** Why an item is not answered, or null when it is. */
function gap(item: AppendixItem, d: DisclosureAnswers, report: LinkReport | null, now: Date): string | null {
  const place = item.place
  if (place === 'inspectionVideoUrl') {
    if (!filled(d.inspectionVideoUrl)) return 'No link to the video yet.'
    return problemFor(report, { place, url: d.inspectionVideoUrl })?.message ?? null
  }
  if (place === 'resultsClassX' || place === 'results') {
    const years = new Set((d[place] ?? []).map((r) => r.year).filter(Boolean)).size
    return years >= RESULT_YEARS ? null : `${years} of ${RESULT_YEARS} years entered.`
  }
  const rows = ((d[place] ?? []) as DocumentRow[]).filter((row) => rowItem(place, row) === item.code)
  if (rows.length === 0) return 'No row for it yet.'
  if ((INFO_TABLES as readonly string[]).includes(place))
    return rows.some((row) => filled(row.value)) ? null : 'Its row has no value.'
  if (!(DOCUMENT_TABLES as readonly string[]).includes(place)) return null
  const withDocument = rows.filter(hasDocument)
  if (withDocument.length === 0) return 'No document uploaded or linked.'
  const current = withDocument.filter((row) => !isExpired({ label: row.label ?? '', validUntil: row.validUntil }, now))
  if (current.length === 0) return 'Its certificate ran out: upload the renewed one.'
  const alive = current.filter((row) => !problemFor(report, { place, url: row.url, file: row.file }))
  if (alive.length > 0) return null
  return problemFor(report, { place, url: current[0].url, file: current[0].file })!.message
}

export function completeness(d: DisclosureAnswers, now = new Date()): Completeness {
  const notApplicable = new Set(d.notApplicable ?? [])
  const report = (d.linkCheck ?? null) as LinkReport | null
  const applies = APPENDIX_IX.filter((item) => !(item.ifApplicable && notApplicable.has(item.code)))
  const missing = applies.flatMap((item) => {
    const why = gap(item, d, report, now)
    return why ? [{ code: item.code, label: itemLabel(item), why }] : []
  })
  const answered = applies.length - missing.length
  return {
    score: applies.length ? Math.floor((answered / applies.length) * 100) : 100,
    answered,
    total: applies.length,
    missing,
  }
}
