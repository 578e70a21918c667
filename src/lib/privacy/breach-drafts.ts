import { createTranslator } from 'next-intl'

import { LOCALES, type Locale } from '@/i18n/locales.mjs'
import { MESSAGES } from '@/i18n/messages'
import { longDayAndTime } from '@/lib/content/format'
import type { Breach } from '@/payload-types'

import { officerName, type GrievanceContact } from './grievance'

/*
 * A personal data breach as the DPDP Rules 2025, rule 7, ask the school to tell it: the drafts of
 * the intimation and report to the Data Protection Board of India and of the notice to each
 * person affected, in each language, and the 72-hour clock of the Board's report. Pure: the
 * record, the school's name and the contact in, text out (the store is breaches.ts).
 */

/** Whose data a breach touched: the choices of the record's "Whose data". */
export const BREACH_PEOPLE = ['pupils', 'parents', 'job-applicants', 'staff', 'former-pupils', 'others'] as const
export type BreachPeople = (typeof BREACH_PEOPLE)[number]

/** Which kinds of data: the choices of the record's "Kinds of data". */
export const BREACH_DATA = ['contact', 'children', 'aadhaar', 'cvs', 'photos', 'other'] as const
export type BreachData = (typeof BREACH_DATA)[number]

/** A breach's steps: open until the Board has its report, reported, closed once nothing is left to do. */
export const BREACH_STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'reported', label: 'Reported to the Board' },
  { value: 'closed', label: 'Closed' },
] as const
export type BreachStatus = (typeof BREACH_STATUSES)[number]['value']

/** The Board's detailed report is due this many hours after the school learnt of the breach (r. 7(2)(b)). */
export const REPORT_WITHIN_HOURS = 72
export const HOUR = 60 * 60 * 1000

/** What of a breach's record the drafts and the clock read. */
export type BreachRecord = Pick<
  Breach,
  | 'title'
  | 'description'
  | 'occurredAt'
  | 'foundAt'
  | 'circumstances'
  | 'people'
  | 'peopleCount'
  | 'dataKinds'
  | 'consequences'
  | 'measures'
  | 'selfProtection'
  | 'findings'
  | 'remedial'
  | 'contact'
  | 'boardToldAt'
  | 'peopleToldAt'
>

/** A text per language. */
export type InEachLanguage = Record<Locale, string>

/** The drafts of one breach, each in English and Malayalam. */
export type BreachDrafts = { board: InEachLanguage; people: InEachLanguage }

// ---------------------------------------------------------------------------------------------
// The 72-hour clock

export type BreachClock = {
  /** When the Board's report is due: 72 hours after the school learnt of the breach (ISO). */
  dueAt: string
  /**
   * Whole hours from now (or from when the report was sent) to the due time, rounded down: 0 is
   * less than an hour left; below 0 the report is (or was sent) that many hours late.
   */
  hoursLeft: number
  /** `running` before the due time, `overdue` after it, `sent` once the report's date is recorded. */
  state: 'running' | 'overdue' | 'sent'
  /** When the report was sent, for `sent`. */
  sentAt?: string
}

/** The Board's report's clock: due 72 hours after `foundAt`, stopped by `boardReportAt`. */
export function breachClock(
  foundAt: string | Date,
  boardReportAt?: string | Date | null,
  now: Date = new Date(),
): BreachClock {
  const due = new Date(foundAt).getTime() + REPORT_WITHIN_HOURS * HOUR
  const sent = boardReportAt ? new Date(boardReportAt) : null
  const left = due - (sent ?? now).getTime()
  return {
    dueAt: new Date(due).toISOString(),
    hoursLeft: Math.floor(left / HOUR),
    state: sent ? 'sent' : left < 0 ? 'overdue' : 'running',
    ...(sent ? { sentAt: sent.toISOString() } : {}),
  }
}

// ---------------------------------------------------------------------------------------------
// The drafts

/**
 * Who answers on the school's behalf about this breach: the record's own contact where the office
 * named one, each part it left empty the grievance officer's.
 */
export function breachContact(
  record: Pick<BreachRecord, 'contact'>,
  officer: GrievanceContact,
): Pick<GrievanceContact, 'name' | 'role' | 'email' | 'phone'> {
  const own = record.contact
  const named = !!own?.name?.trim()
  return {
    // A person named on the record is named with their own role, or with none: never the officer's.
    name: named ? own!.name!.trim() : officer.name,
    role: own?.role?.trim() || (named ? '' : officer.role),
    email: own?.email?.trim() || officer.email,
    phone: own?.phone?.trim() || officer.phone,
  }
}

/** "Fr. Joseph Mathew (Manager), dpo@school.example, 0467 2201234". */
export function contactLine(contact: Pick<GrievanceContact, 'name' | 'role' | 'email' | 'phone'>): string {
  const who = contact.name && !contact.role ? contact.name : officerName({ ...contact, days: 0 })
  return [who, contact.email, contact.phone].filter(Boolean).join(', ')
}

/** What every draft says of the breach, in one language. */
function facts(record: BreachRecord, school: string, contact: GrievanceContact, locale: Locale) {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Breach' })
  const text = (value: string | null | undefined) => value?.trim() || t('missing')
  const when = (iso: string | null | undefined) => (iso ? longDayAndTime(iso, locale) : '')
  const list = (values: string[] | null | undefined, words: (value: string) => string) =>
    values?.length ? values.map(words).join(', ') : t('missing')
  const values = {
    school,
    contact: contactLine(breachContact(record, contact)),
    title: text(record.title),
    description: text(record.description),
    occurred: when(record.occurredAt) || t('unknown'),
    found: when(record.foundAt) || t('missing'),
    people: list(record.people, (p) => t(`people.${p as BreachPeople}`)),
    count:
      record.peopleCount != null
        ? t('count', { count: new Intl.NumberFormat('en-IN').format(record.peopleCount) })
        : t('missing'),
    data: list(record.dataKinds, (d) => t(`data.${d as BreachData}`)),
    consequences: text(record.consequences),
    circumstances: text(record.circumstances),
    measures: text(record.measures),
    selfProtection: text(record.selfProtection),
    findings: text(record.findings),
    remedial: text(record.remedial),
  }
  return { values, t, when }
}

/** Each language's text of one draft. */
const inEachLanguage = (draft: (locale: Locale) => string): InEachLanguage =>
  Object.fromEntries(LOCALES.map((locale) => [locale, draft(locale)])) as InEachLanguage

/**
 * The intimation to the Data Protection Board (r. 7(2)(a): without delay, the breach's
 * description, nature, extent, timing, location and likely impact) until its date is recorded,
 * then the report due within 72 hours (r. 7(2)(b): the same brought up to date, the events and
 * reasons that led to it, the measures taken or proposed, the findings about who caused it, the
 * remedial measures, and the intimations to the people affected).
 */
export function boardDrafts(
  record: BreachRecord,
  school: InEachLanguage,
  contact: Record<Locale, GrievanceContact>,
): InEachLanguage {
  return inEachLanguage((locale) => {
    const { values, t, when } = facts(record, school[locale], contact[locale], locale)
    const first = !record.boardToldAt
    return t('board.text', {
      ...values,
      subject: t(first ? 'board.subjectFirst' : 'board.subjectReport'),
      intimations: record.peopleToldAt
        ? t('board.peopleTold', { date: when(record.peopleToldAt) })
        : t('board.peopleNotTold'),
      first: first ? t('board.firstNow') : t('board.firstSent', { date: when(record.boardToldAt) }),
    })
  })
}

/**
 * The notice to each person affected (r. 7(1)): the breach's description with its nature,
 * extent, timing and location; the consequences likely for them; what the school did to reduce
 * the risk; what they may do to protect themselves; and who answers for the school.
 */
export function peopleDrafts(
  record: BreachRecord,
  school: InEachLanguage,
  contact: Record<Locale, GrievanceContact>,
): InEachLanguage {
  return inEachLanguage((locale) => {
    const { values, t } = facts(record, school[locale], contact[locale], locale)
    return t('notice.text', values)
  })
}

/** Both drafts of a breach. */
export const breachDrafts = (
  record: BreachRecord,
  school: InEachLanguage,
  contact: Record<Locale, GrievanceContact>,
): BreachDrafts => ({ board: boardDrafts(record, school, contact), people: peopleDrafts(record, school, contact) })

/** The clock in the office's words: "41 hours left: due 14/03/2027 10:30", "Overdue by 5 hours", "Sent on …". */
export function clockText(clock: BreachClock, at: (iso: string) => string): string {
  if (clock.state === 'sent') {
    const late = clock.hoursLeft < 0 ? `, ${-clock.hoursLeft} hour${clock.hoursLeft === -1 ? '' : 's'} late` : ''
    return `Report sent on ${at(clock.sentAt!)}${late}.`
  }
  if (clock.state === 'overdue')
    return `Overdue by ${-clock.hoursLeft} hour${clock.hoursLeft === -1 ? '' : 's'}: it was due ${at(clock.dueAt)}. Send it now.`
  const left =
    clock.hoursLeft === 0 ? 'Less than an hour' : `${clock.hoursLeft} hour${clock.hoursLeft === 1 ? '' : 's'}`
  return `${left} left: due ${at(clock.dueAt)}.`
}
