import type { CollectionAfterChangeHook } from 'payload'
import { z } from 'zod'

import { DEFAULT_LOCALE, localeOf, LOCALE_NAMES } from '@/i18n/locales.mjs'
import { translator } from '@/i18n/messages'
import { env } from '@/lib/platform/env'
import { sendMail } from '@/lib/platform/mail'
import { absoluteUrl } from '@/lib/site/site-origin'

type Kind = 'contact-messages' | 'career-applications' | 'admission-registrations' | 'tc-requests'

const LABELS: Record<Kind, string> = {
  'contact-messages': 'contact message',
  'career-applications': 'career application',
  'admission-registrations': 'Class 1 admission registration',
  'tc-requests': 'transfer certificate look-up',
}

/** A name fit to echo back: letters, marks, spaces, apostrophes and hyphens only, so no link or address. */
export const nameForMail = (name: unknown) =>
  String(name ?? '')
    .replace(/[^\p{L}\p{M}\s'-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)

/** Who sent it, in words fit for the office's inbox: a name and a subject, never phone or Aadhaar. */
function summary(kind: Kind, doc: Record<string, unknown>): string {
  switch (kind) {
    case 'contact-messages':
      return `From: ${doc.name}\nSubject: ${doc.subject}`
    case 'career-applications':
      return `Applicant: ${doc.name}\nPost applied for: ${doc.mailType}`
    case 'admission-registrations':
      return `Student: ${doc.name}\nSession: ${doc.session ?? ''}`
    default:
      return `Admission no.: ${doc.admission}`
  }
}

/** Which language the form's page was in, when it was not English: the office replies in it. */
const sentIn = (doc: Record<string, unknown>) =>
  localeOf(doc.language) === DEFAULT_LOCALE ? '' : `\nSent from the ${LOCALE_NAMES[localeOf(doc.language)]} site`

/** An admin page at SERVER_URL; without it the path alone, which the office's mail shows as text. */
const adminLink = (path: string) => (env.serverUrl ? absoluteUrl(path, env.serverUrl) : path)

/**
 * After a visitor's submission is stored: a note to the office, and to contact and career senders
 * an acknowledgement. Runs in the background; the visitor never waits for mail or loses their
 * submission to it.
 */
export function notifyOnCreate(kind: Kind): CollectionAfterChangeHook {
  return function mailOnSubmission({ doc, operation, req }) {
    if (operation !== 'create' || kind === 'tc-requests') return doc
    const office = env.officeEmail
    const jobs: Promise<unknown>[] = []
    if (office) {
      jobs.push(
        sendMail({
          to: office,
          subject: `New ${LABELS[kind]} on the school website`,
          text: `${summary(kind, doc)}${sentIn(doc)}\n\nOpen it in the admin: ${adminLink(`/admin/collections/${kind}/${doc.id}`)}\n`,
        }),
      )
    }
    // Exactly one well-formed address: never a list, so the school's mail server cannot be made to spam.
    const email = z.email().safeParse(doc.email).success ? (doc.email as string) : null
    if (email && (kind === 'contact-messages' || kind === 'career-applications')) {
      const language = localeOf(doc.language)
      const t = translator(language)
      const form = kind === 'contact-messages' ? 'contact' : 'career'
      jobs.push(
        sendMail({
          to: email,
          replyTo: office,
          language,
          subject: t(`Mail.${form}Subject`),
          // Nothing the visitor typed but their name, reduced to letters and spaces.
          text: t(`Mail.${form}Text`, { name: nameForMail(doc.name) || t('Mail.someone') }),
        }),
      )
    }
    // Not awaited: the submission is stored and the visitor is answered whatever mail does.
    void Promise.allSettled(jobs).then(() => req.payload.logger.debug(`mail for new ${kind} done`))
    return doc
  }
}
