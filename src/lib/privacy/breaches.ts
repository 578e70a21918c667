import type { CollectionBeforeChangeHook, Payload, PayloadRequest, Where } from 'payload'

import { LOCALES, type Locale } from '@/i18n/locales.mjs'
import { inLocale, STORED_LOCALE } from '@/lib/content/in-locale'
import { relationId } from '@/lib/platform/relation'
import type { Breach, School } from '@/payload-types'

import { breachClock, breachDrafts, type BreachClock, type BreachDrafts, type InEachLanguage } from './breach-drafts'
import { grievanceContact, type GrievanceContact } from './grievance'

/*
 * The breach register's store (collections/Breaches.ts): its one save rule, the school's side of
 * the drafts, and the open breaches with their clocks for the dashboard. The drafts' words and the
 * clock itself are breach-drafts.ts.
 */

/** The report's date saved on an open breach moves it on to "Reported to the Board". */
export const reportedOnceSent: CollectionBeforeChangeHook<Breach> = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status ?? 'open'
  if (data.boardReportAt && !originalDoc?.boardReportAt && status === 'open') data.status = 'reported'
  return data
}

/** The school's name in each language (its English where it has no Malayalam) and its grievance officer in each. */
export async function breachParties(
  payload: Payload,
  schoolId: number,
  req?: Partial<PayloadRequest>,
): Promise<{ school: InEachLanguage; contact: Record<Locale, GrievanceContact> }> {
  const stored = await payload.findByID({
    collection: 'schools',
    id: schoolId,
    locale: STORED_LOCALE,
    depth: 0,
    select: { name: true, email: true, phone: true, grievanceOfficer: true },
    overrideAccess: true,
    req,
  })
  const read = (locale: Locale) => inLocale(stored, locale) as School
  return {
    school: Object.fromEntries(LOCALES.map((l) => [l, read(l).name])) as InEachLanguage,
    contact: Object.fromEntries(LOCALES.map((l) => [l, grievanceContact(read(l), l)])) as Record<
      Locale,
      GrievanceContact
    >,
  }
}

/** A breach's drafts with its school's name and contact, as its page shows them; null for a record without a school. */
export async function draftsOf(
  payload: Payload,
  record: Breach,
  req?: Partial<PayloadRequest>,
): Promise<BreachDrafts | null> {
  const schoolId = relationId(record.school)
  if (typeof schoolId !== 'number') return null
  const { school, contact } = await breachParties(payload, schoolId, req)
  return breachDrafts(record, school, contact)
}

/** A breach still being worked on, as the dashboard lists it. */
export type OpenBreach = {
  id: number
  title: string
  status: 'open' | 'reported'
  foundAt: string
  /** The Board's report's clock: `running` or `overdue` while open, `sent` once reported. */
  clock: BreachClock
  /** Whether the first intimation to the Board and the notice to the people affected have gone. */
  boardTold: boolean
  peopleTold: boolean
  href: string
}

/**
 * The school's breaches not yet closed (open, and reported to the Board but not closed), the
 * report most urgent first; every school's for `school` null (a platform admin's view). Read
 * without access checks: the caller shows them only to those who read the inbox (`readsInbox`).
 */
export async function openBreaches(
  payload: Payload,
  school: number | null | undefined,
  now: Date = new Date(),
): Promise<OpenBreach[]> {
  const notClosed: Where = { status: { in: ['open', 'reported'] } }
  const { docs } = await payload.find({
    collection: 'breaches',
    where: school == null ? notClosed : { and: [notClosed, { school: { equals: school } }] },
    sort: 'foundAt',
    depth: 0,
    pagination: false,
    select: { title: true, status: true, foundAt: true, boardToldAt: true, boardReportAt: true, peopleToldAt: true },
    overrideAccess: true,
  })
  const rank = (b: OpenBreach) => (b.clock.state === 'sent' ? 1 : 0)
  return docs
    .map((doc): OpenBreach => ({
      id: doc.id,
      title: doc.title,
      status: doc.status as OpenBreach['status'],
      foundAt: doc.foundAt,
      clock: breachClock(doc.foundAt, doc.boardReportAt, now),
      boardTold: !!doc.boardToldAt,
      peopleTold: !!doc.peopleToldAt,
      href: `/admin/collections/breaches/${doc.id}`,
    }))
    .sort((a, b) => rank(a) - rank(b) || a.clock.dueAt.localeCompare(b.clock.dueAt))
}
