import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload } from 'payload'
import { ValidationError } from 'payload'

import { NEEDS_IDENTITY, type PrivacyRequestKind } from '@/forms/privacy-request'
import { localeOf, localePath, type Locale } from '@/i18n/locales.mjs'
import { translator } from '@/i18n/messages'
import { longDate } from '@/lib/content/format'
import { env } from '@/lib/platform/env'
import { sendMail } from '@/lib/platform/mail'
import { relationId } from '@/lib/platform/relation'
import { signedIds } from '@/lib/platform/signed-id'
import { siteBase } from '@/lib/site/site-origin'
import type { PrivacyRequest, School } from '@/payload-types'

import { grievanceContact, officerName } from './grievance'

/*
 * A privacy request's steps as the office takes them (the collection's hooks), the person's own
 * link, and the 90-day clock; the store is requests.ts, the identity code request-code.ts.
 */

/** The steps of a request, as the office moves it on; the first is a new request's. */
export const REQUEST_STATUSES = [
  { value: 'received', label: 'Received' },
  { value: 'identity-checked', label: 'Identity checked' },
  { value: 'answered', label: 'Answered' },
  { value: 'refused', label: 'Refused' },
] as const

export type RequestStatus = (typeof REQUEST_STATUSES)[number]['value']
const OPEN: readonly string[] = ['received', 'identity-checked']

/** The DPDP Rules' outer limit for an answer (r. 14(3)); the school publishes its own, shorter, promise. */
export const ANSWER_WITHIN_DAYS = 90
/** The office is reminded of an open request on these days after it came. */
export const REMINDER_DAYS = [30, 60, 80] as const
export const DAY = 24 * 60 * 60 * 1000

export const REQUEST_MESSAGES = {
  identityFirst:
    'Check who is asking before answering: a code the person typed back, or record under “Who is asking, checked” how you checked.',
  howChecked: 'Record how you checked who is asking (“How”) before marking the request so.',
  answerFirst: 'Write the answer that will be mailed to the person first.',
  reasonFirst: 'Give the reason for refusing: it is mailed to the person with your answer.',
} as const

// ---------------------------------------------------------------------------------------------
// The person's own link and tracking number

const requests = signedIds('privacy-request')

/** The request's own page, reached only by the signed link in the person's mail. */
export const requestPath = (id: number | string, locale: Locale) =>
  localePath(locale, `/PrivacyRequest/${requests.token(id)}`)
export const verifyRequestToken = requests.verify

export const requestLink = (school: Pick<School, 'domains'>, id: number | string, locale: Locale) => {
  const base = siteBase(school)
  return base ? new URL(requestPath(id, locale), base).href : requestPath(id, locale)
}

// ---------------------------------------------------------------------------------------------
// The office's steps

/** A request answered or refused needs its words (and a refusal its reason); one that opens records needs who asked checked. */
export const checkRequestStep: CollectionBeforeChangeHook<PrivacyRequest> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update') return data
  const doc = { ...originalDoc, ...data } as PrivacyRequest
  const moved = data.status && data.status !== originalDoc?.status
  const errors: { path: string; message: string }[] = []
  if (moved && doc.status === 'identity-checked' && !doc.identity?.method)
    errors.push({ path: 'identity.method', message: REQUEST_MESSAGES.howChecked })
  if (moved && (doc.status === 'answered' || doc.status === 'refused')) {
    if (NEEDS_IDENTITY.includes(doc.kind as PrivacyRequestKind) && !doc.identity?.method)
      errors.push({ path: 'identity.method', message: REQUEST_MESSAGES.identityFirst })
    if (!doc.answer?.trim()) errors.push({ path: 'answer', message: REQUEST_MESSAGES.answerFirst })
    if (doc.status === 'refused' && !doc.refusalReason?.trim())
      errors.push({ path: 'refusalReason', message: REQUEST_MESSAGES.reasonFirst })
    if (!errors.length) data.answeredAt = new Date().toISOString()
  }
  if (errors.length) throw new ValidationError({ collection: 'privacy-requests', errors, req })
  return data
}

/** Saved as Answered or Refused: the answer goes to the person by mail, and when it went is recorded. */
export const mailAnswer: CollectionAfterChangeHook<PrivacyRequest> = ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || context.quietly) return doc
  const closed = doc.status === 'answered' || doc.status === 'refused'
  if (!closed || previousDoc?.status === doc.status || doc.answerMailedAt) return doc
  // After the save's own transaction: the person is told only what was stored.
  void (async () => {
    const payload = req.payload
    const school = await payload.findByID({
      collection: 'schools',
      id: relationId(doc.school) as number,
      depth: 0,
      locale: localeOf(doc.language),
      overrideAccess: true,
    })
    const language = localeOf(doc.language)
    const t = translator(language)
    const contact = grievanceContact(school, language)
    const sent = await sendMail({
      to: doc.email,
      language,
      fromName: school.name,
      replyTo: contact.email,
      subject: t('PrivacyRequest.mail.answerSubject', { number: doc.number ?? '' }),
      text: t(doc.status === 'refused' ? 'PrivacyRequest.mail.refusedText' : 'PrivacyRequest.mail.answerText', {
        number: doc.number ?? '',
        answer: doc.answer ?? '',
        reason: doc.refusalReason ?? '',
        officer: officerName(contact),
        email: contact.email,
        school: school.name,
      }),
    })
    if (sent)
      await payload.update({
        collection: 'privacy-requests',
        id: doc.id,
        data: { answerMailedAt: new Date().toISOString() },
        overrideAccess: true,
        depth: 0,
        context: { quietly: true },
      })
  })().catch(() => undefined)
  return doc
}

// ---------------------------------------------------------------------------------------------
// The clock

/** Days since the request came, counted as whole days. */
export const daysOpen = (createdAt: string, now = new Date()) =>
  Math.floor((now.getTime() - Date.parse(createdAt)) / DAY)

/**
 * The office's reminders: each open request that has passed 30, 60 or 80 days since it came and
 * not yet been reminded of that mark gets one mail to the office (OFFICE_EMAIL, else the school's
 * address), naming its number and the day it is due. Returns how many were sent.
 */
export async function remindOfOpenRequests(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'privacy-requests',
    where: {
      and: [
        { status: { in: OPEN } },
        { createdAt: { less_than_equal: new Date(now.getTime() - REMINDER_DAYS[0] * DAY).toISOString() } },
      ],
    },
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  let sent = 0
  for (const request of docs) {
    const days = daysOpen(request.createdAt, now)
    const mark = [...REMINDER_DAYS].reverse().find((d) => days >= d)
    if (!mark || (request.remindedDay ?? 0) >= mark) continue
    const school = typeof request.school === 'object' ? request.school : null
    const to = env.officeEmail || school?.email
    if (!to) continue
    const ok = await sendMail({
      to,
      subject: `Privacy request ${request.number}: day ${days} of ${ANSWER_WITHIN_DAYS}`,
      text: `The privacy request ${request.number} (${request.kind}, from ${request.name}) came ${days} days ago and is not answered yet. The law's limit is ${ANSWER_WITHIN_DAYS} days: it is due by ${longDate(request.dueAt ?? '')}.\n\nOpen it in the admin: /admin/collections/privacy-requests/${request.id}\n`,
    })
    if (!ok) continue
    await payload.update({
      collection: 'privacy-requests',
      id: request.id,
      data: { remindedDay: mark },
      overrideAccess: true,
      depth: 0,
      context: { quietly: true },
    })
    sent++
  }
  return sent
}
