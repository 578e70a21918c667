import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { localeOf, localePath, type Locale } from '@/i18n/locales.mjs'
import { longDayAndTime } from '@/lib/content/format'
import { inLocale } from '@/lib/content/in-locale'
import { relationId } from '@/lib/platform/relation'
import { siteBase } from '@/lib/site/site-origin'
import type { AdmissionRegistration, AdmissionSession, School } from '@/payload-types'

import { applicationPath } from './application-link'
import { type AdmissionStatus, isAdmissionStatus } from './pipeline'
import { className, type AdmissionClass } from './season'
import { fillTemplate, templateOf } from './status-mail'

export type ParentMail = { to: string[]; subject: string; text: string; language: Locale }

/** The parents' addresses the form gave (father's, mother's): each well-formed one once. */
export function parentAddresses(doc: Pick<AdmissionRegistration, 'email' | 'email1'>): string[] {
  const all = [doc.email, doc.email1].map((e) => (e ?? '').trim()).filter((e) => z.email().safeParse(e).success)
  return [...new Set(all.map((e) => e.toLowerCase()))]
}

/** The application's parents' addresses, and those only an application merged into it gave (lib/admissions/merge.ts). */
export async function familyAddresses(payload: Payload, doc: AdmissionRegistration): Promise<string[]> {
  const { docs: merged } = await payload.find({
    collection: 'admission-registrations',
    where: { mergedInto: { equals: doc.id } },
    select: { email: true, email1: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return [...new Set([doc, ...merged].flatMap(parentAddresses))]
}

/**
 * The mail (or WhatsApp message) of an application's step, in the language it was sent in, from
 * the session's template or the school's standard one, its words filled from the application.
 */
export function parentMessage(
  doc: AdmissionRegistration,
  status: AdmissionStatus,
  session: AdmissionSession | null,
  school: Pick<School, 'name' | 'domains'> | null,
): Omit<ParentMail, 'to'> {
  const language = localeOf(doc.language)
  const template = templateOf(session?.mails as Parameters<typeof templateOf>[0], status, language)
  const base = school ? siteBase(school) : null
  // The first mail sends parents to the look-up with the number it gives; later ones to the application's own page.
  const path = status === 'registered' ? localePath(language, '/AdmissionStatus') : applicationPath(doc.id, language)
  const link = base ? new URL(path, base).href : path
  const values = {
    child: doc.name.trim().split(/\s+/)[0],
    number: doc.number ?? '',
    class: className(doc.class as AdmissionClass, language),
    year: session?.year ?? '',
    date: doc.interactionAt ? longDayAndTime(doc.interactionAt, language) : '',
    slot: doc.interactionPlace ?? '',
    school: school?.name ?? '',
    link,
  }
  return {
    subject: fillTemplate(template.subject, values),
    text: fillTemplate(template.body, values),
    language,
  }
}

/** The mail of the application's step `stepId`, or null when the step is quiet or there is no address. */
export async function stepMail(payload: Payload, id: number, stepId: string): Promise<ParentMail | null> {
  const doc = await payload.findByID({
    collection: 'admission-registrations',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const step = doc?.history?.find((h) => h.id === stepId)
  if (!doc || !step || step.quiet || !isAdmissionStatus(step.status)) return null
  const to = await familyAddresses(payload, doc)
  if (!to.length) return null
  return { to, ...(await stepMessage(payload, doc, step.status)) }
}

/** The message of `status` for this application, its session's and school's words read afresh (the mail, the WhatsApp link). */
export async function stepMessage(
  payload: Payload,
  doc: AdmissionRegistration,
  status: AdmissionStatus,
  req?: Partial<PayloadRequest>,
): Promise<Omit<ParentMail, 'to'>> {
  const language = localeOf(doc.language)
  const sessionId = relationId(doc.session)
  const [session, school] = await Promise.all([
    typeof sessionId === 'number'
      ? payload.findByID({
          collection: 'admission-sessions',
          id: sessionId,
          depth: 0,
          locale: 'all',
          overrideAccess: true,
          disableErrors: true,
          req,
        })
      : null,
    payload.findByID({
      collection: 'schools',
      id: relationId(doc.school) as number,
      depth: 0,
      locale: 'all',
      overrideAccess: true,
      disableErrors: true,
      req,
    }),
  ])
  return parentMessage(doc, status, inLocale(session, language), inLocale(school, language))
}
