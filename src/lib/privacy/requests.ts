import type { Payload } from 'payload'

import { nameForMail } from '@/hooks/notify'
import type { PrivacyRequestInput } from '@/forms/privacy-request'
import type { Locale } from '@/i18n/locales.mjs'
import { translator } from '@/i18n/messages'
import { sendMail } from '@/lib/platform/mail'
import { inPlaceTransaction } from '@/lib/submissions/in-place-transaction'
import { storedKey, storeOnceByKey } from '@/lib/submissions/submission-store'
import type { School } from '@/payload-types'

import { grievanceContact, officerName } from './grievance'
import { currentNoticeVersion } from './notice-versions'
import { ANSWER_WITHIN_DAYS, DAY, requestLink } from './request-steps'

/** `JRSBKL/PR/2026/0007`: the school, "privacy request", the year it came (Kerala time), its place in that year. */
export const requestNumber = (code: string, year: number, seq: number) =>
  `${code}/PR/${year}/${String(seq).padStart(4, '0')}`

const keralaYear = (now: Date) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(now))

export type StoredRequest = { id: number | string; duplicate: boolean; number?: string | null }

/**
 * Stores a request once per key with the next tracking number of the school's year (the number's
 * unique index refuses a racer, which takes the next), its answer due ANSWER_WITHIN_DAYS later;
 * then mails the person its number and link, in the background.
 */
export async function storePrivacyRequest(
  payload: Payload,
  school: School,
  data: PrivacyRequestInput,
  { key, language }: { key: string; language: Locale },
  now = new Date(),
): Promise<StoredRequest> {
  return storeOnceByKey<StoredRequest>(
    payload,
    { collection: 'privacy-requests', school: school.id, key },
    async () => {
      const year = keralaYear(now)
      const stored = await inPlaceTransaction(payload, async (req) => {
        // The year's last number, plus one: a racer that took it first makes the unique index refuse this one, which tries again.
        const { docs: last } = await payload.find({
          collection: 'privacy-requests',
          where: { and: [{ school: { equals: school.id } }, { number: { like: `${school.code}/PR/${year}/` } }] },
          sort: '-number',
          limit: 1,
          select: { number: true },
          depth: 0,
          overrideAccess: true,
          req,
        })
        const number = requestNumber(school.code, year, Number(last[0]?.number?.split('/').at(-1) ?? 0) + 1)
        const doc = await payload.create({
          collection: 'privacy-requests',
          data: {
            ...data,
            childName: data.about === 'child' ? data.childName : undefined,
            number,
            school: school.id,
            submissionKey: storedKey(school.id, key),
            status: 'received',
            dueAt: new Date(now.getTime() + ANSWER_WITHIN_DAYS * DAY).toISOString(),
            noticeVersion: await currentNoticeVersion(payload, school.id, 'privacyRequest', req),
            language,
          },
          overrideAccess: true,
          depth: 0,
          req,
        })
        return { id: doc.id, duplicate: false, number }
      })
      void mailReceipt(school, { ...data, ...stored }, language)
      return stored
    },
    async (id) => {
      const doc = await payload.findByID({ collection: 'privacy-requests', id, depth: 0, overrideAccess: true })
      return { id, duplicate: true, number: doc.number }
    },
  )
}

function mailReceipt(
  school: School,
  request: { id: number | string; number: string; email: string; name: string },
  language: Locale,
) {
  const t = translator(language)
  const contact = grievanceContact(school, language)
  return sendMail({
    to: request.email,
    language,
    fromName: school.name,
    replyTo: contact.email,
    subject: t('PrivacyRequest.mail.receivedSubject', { number: request.number }),
    text: t('PrivacyRequest.mail.receivedText', {
      name: nameForMail(request.name),
      number: request.number,
      link: requestLink(school, request.id, language),
      days: contact.days,
      officer: officerName(contact),
      email: contact.email,
      school: school.name,
    }),
  })
}
