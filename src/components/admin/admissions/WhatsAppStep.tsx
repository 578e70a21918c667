import type { UIFieldServerProps } from 'payload'

import { stepMessage } from '@/lib/admissions/parent-mail'
import { isAdmissionStatus, STATUS_LABELS } from '@/lib/admissions/pipeline'
import { whatsappLink, whatsappNumber } from '@/lib/notifications/share'
import type { AdmissionRegistration } from '@/payload-types'

/**
 * "Send on WhatsApp": the parents' message of the application's present step (the mail's words,
 * in their language) as a wa.me link to the WhatsApp number the form gave. SPEC makes the
 * e-mail optional; the WhatsApp number it makes required, so every family can be told.
 */
export async function WhatsAppStep({ data, payload, req }: UIFieldServerProps) {
  const doc = data as AdmissionRegistration | undefined
  if (!doc?.id || !isAdmissionStatus(doc.status)) return null
  const to = whatsappNumber(doc.phone2)
  const message = await stepMessage(payload, doc, doc.status, req)
  return (
    <div className="field-type whatsapp-step">
      <p className="field-label">Tell the parents on WhatsApp</p>
      {to ? (
        <a
          className="btn btn--style-secondary btn--size-small"
          href={whatsappLink(message.text, to)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Send “{STATUS_LABELS[doc.status]}” to {doc.phone2}
        </a>
      ) : (
        <p>The WhatsApp number given ({doc.phone2 || 'none'}) is no Indian mobile number.</p>
      )}
      <p className="field-description">
        The parents’ mail of this step, in the language they applied in. Save a new status first, then send.
      </p>
    </div>
  )
}
