import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales.mjs'

import { type AdmissionStatus, isAdmissionStatus, STATUS_FOR_PARENTS } from './pipeline'

/** What /AdmissionStatus says of an application: the child's first name, its status and the next step. Nothing else. */
export type StatusAnswer = { firstName: string; number: string; status: string; next: string }

/** "jrsbkl / 2026-27 / i / 42" as typed reads as the number it means: spaces gone, capitals, the run's four digits. */
export function applicationNumberAsTyped(text: string): string {
  const parts = text.replace(/\s+/g, '').toUpperCase().split('/')
  const last = parts.at(-1) ?? ''
  if (parts.length === 4 && /^\d{1,4}$/.test(last)) parts[3] = last.padStart(4, '0')
  return parts.join('/')
}

// Compared as bytes of one length whatever was typed, so neither a wrong number nor a wrong date answers sooner.
const sameDay = (a: string, b: string) =>
  timingSafeEqual(Buffer.from(a.padEnd(10).slice(0, 10)), Buffer.from(b.padEnd(10).slice(0, 10)))

const NO_DAY = '0000-00-00'

/**
 * The application with this number and the child's date of birth (YYYY-MM-DD), or null: a wrong
 * number and a wrong date are one answer, reached by the same steps (one query, one comparison).
 */
export async function lookUpApplication(
  payload: Payload,
  school: number,
  numberText: string,
  dob: string,
  locale: Locale,
): Promise<StatusAnswer | null> {
  const number = applicationNumberAsTyped(numberText)
  const { docs } = await payload.find({
    collection: 'admission-registrations',
    where: { and: [{ school: { equals: school } }, { number: { equals: number } }] },
    select: { name: true, dob: true, status: true, number: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const doc = docs[0]
  const matches = sameDay(doc?.dob?.slice(0, 10) ?? NO_DAY, dob)
  return doc && matches ? statusAnswer(doc, locale) : null
}

/** What the parents are told of an application (the look-up, its own page): nothing beyond the child's first name. */
export function statusAnswer(
  doc: { name: string; number?: string | null; status?: string | null },
  locale: Locale,
): StatusAnswer | null {
  if (!isAdmissionStatus(doc.status)) return null
  const say = STATUS_FOR_PARENTS[locale][doc.status as AdmissionStatus]
  return { firstName: doc.name.trim().split(/\s+/)[0], number: doc.number ?? '', status: say.status, next: say.next }
}
