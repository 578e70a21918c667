import type { CollectionAfterChangeHook } from 'payload'
import { z } from 'zod'

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
    .slice(0, 60) || 'applicant'

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

/** An admin page at SERVER_URL; without it the path alone, which the office's mail shows as text. */
const adminLink = (path: string) => (env.serverUrl ? absoluteUrl(path, env.serverUrl) : path)

/**
 * After a visitor's submission is stored: a note to the office, and to contact and career senders
 * an acknowledgement. Runs in the background; the visitor never waits for mail or loses their
 * submission to it.
 */
export function notifyOnCreate(kind: Kind): CollectionAfterChangeHook {
  return ({ doc, operation, req }) => {
    if (operation !== 'create' || kind === 'tc-requests') return doc
    const office = env.officeEmail
    const jobs: Promise<unknown>[] = []
    if (office) {
      jobs.push(
        sendMail({
          to: office,
          subject: `New ${LABELS[kind]} on the school website`,
          text: `${summary(kind, doc)}\n\nOpen it in the admin: ${adminLink(`/admin/collections/${kind}/${doc.id}`)}\n`,
        }),
      )
    }
    // Exactly one well-formed address: never a list, so the school's mail server cannot be made to spam.
    const email = z.email().safeParse(doc.email).success ? (doc.email as string) : null
    if (email && (kind === 'contact-messages' || kind === 'career-applications')) {
      jobs.push(
        sendMail({
          to: email,
          replyTo: office,
          subject: kind === 'contact-messages' ? 'We have received your message' : 'We have received your application',
          // Nothing the visitor typed but their name, reduced to letters and spaces.
          text:
            kind === 'contact-messages'
              ? `Dear ${nameForMail(doc.name)},\n\nThank you for writing to the school. The office will reply soon.\n`
              : `Dear ${nameForMail(doc.name)},\n\nThank you for your application. The school will contact you if your profile suits a vacancy.\n`,
        }),
      )
    }
    // Not awaited: the submission is stored and the visitor is answered whatever mail does.
    void Promise.allSettled(jobs).then(() => req.payload.logger.debug(`mail for new ${kind} done`))
    return doc
  }
}
