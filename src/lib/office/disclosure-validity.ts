import { keralaDay, longDate } from '../content/format'

/**
 * Certificates of the mandatory disclosure (fire safety, building safety, water and sanitation …)
 * run out. A row's optional "valid until" date is the last day it holds, as the office reads it
 * in Kerala; from the next day the public page shows it as under renewal, and from a month before
 * the office's dashboard warns.
 */

/** The disclosure's tables of document rows, with the headings the admin and the page give them. */
export const DOCUMENT_SECTIONS = {
  sarasLinks: 'SARAS links',
  documents: 'B: Documents and information',
  academics: 'C: Results and academics',
} as const

export type DocumentSection = keyof typeof DOCUMENT_SECTIONS

/** How many days before a document runs out the dashboard names it. */
export const WARN_DAYS_BEFORE_EXPIRY = 30

export const UNDER_RENEWAL = 'Under renewal'

type DocumentRow = { label: string; validUntil?: string | null }

/** A stored date's Kerala calendar day, counted in days since 1970, or null when it is no date. */
function dayIndex(iso: string): number | null {
  const p = keralaDay(iso)
  return p ? Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day)) / 86_400_000 : null
}

/** Days from `now`'s day to the row's last valid day: 0 on that day, negative once it ran out. */
export function daysLeft(row: DocumentRow, now = new Date()): number | null {
  const until = row.validUntil ? dayIndex(row.validUntil) : null
  return until === null ? null : until - dayIndex(now.toISOString())!
}

/** Whether the row's certificate ran out before `now`'s day (a row without a date never does). */
export const isExpired = (row: DocumentRow, now = new Date()): boolean => (daysLeft(row, now) ?? 0) < 0

export type ExpiringDocument = {
  section: string
  label: string
  validUntil: string
  /** "12 March 2027", as the office reads it. */
  validUntilText: string
  daysLeft: number
  expired: boolean
}

type Disclosure = Partial<Record<DocumentSection, DocumentRow[] | null>>

/** Rows that ran out or run out within WARN_DAYS_BEFORE_EXPIRY days, soonest first. */
export function expiringDocuments(disclosure: Disclosure, now = new Date()): ExpiringDocument[] {
  const found: ExpiringDocument[] = []
  for (const section of Object.keys(DOCUMENT_SECTIONS) as DocumentSection[]) {
    for (const row of disclosure[section] ?? []) {
      const left = daysLeft(row, now)
      if (left === null || left > WARN_DAYS_BEFORE_EXPIRY) continue
      found.push({
        section: DOCUMENT_SECTIONS[section],
        label: row.label,
        validUntil: row.validUntil!,
        validUntilText: longDate(row.validUntil),
        daysLeft: left,
        expired: left < 0,
      })
    }
  }
  return found.sort((a, b) => a.daysLeft - b.daysLeft)
}
