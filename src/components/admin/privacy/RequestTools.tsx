import type { UIFieldServerProps } from 'payload'

import { NEEDS_IDENTITY, type PrivacyRequestKind } from '@/forms/privacy-request'
import { keralaDate } from '@/lib/content/format'
import { relationId } from '@/lib/platform/relation'
import { grievanceContact } from '@/lib/privacy/grievance'
import { ANSWER_WITHIN_DAYS, DAY, daysOpen } from '@/lib/privacy/request-steps'
import type { PrivacyRequest } from '@/payload-types'

import { SendCodeButton } from './SendCodeButton'

/**
 * A privacy request's clock and the office's next moves, beside its status: how many of the 90
 * days are gone, the code that checks who is asking, and the person's data one click away (the
 * look-up's export and erase) once that is checked.
 */
export async function RequestTools({ data, payload, req }: UIFieldServerProps) {
  const request = data as PrivacyRequest | undefined
  if (!request?.id || !request.createdAt) return null
  const open = request.status === 'received' || request.status === 'identity-checked'
  const days = daysOpen(request.createdAt)
  const schoolId = relationId(request.school)
  const school =
    schoolId == null
      ? null
      : await payload
          .findByID({
            collection: 'schools',
            id: schoolId,
            depth: 0,
            select: { email: true, phone: true, grievanceOfficer: true },
            req,
          })
          .catch(() => null)
  // The days the school promises in its notices (its grievance officer's setting), inside the law's 90.
  const promisedDays = school ? grievanceContact(school, 'en').days : ANSWER_WITHIN_DAYS
  const promised = new Date(Date.parse(request.createdAt) + promisedDays * DAY).toISOString()
  const checked = !!request.identity?.method
  const needsCheck = NEEDS_IDENTITY.includes(request.kind as PrivacyRequestKind)
  const lookUp = new URLSearchParams({ email: request.email, ...(request.phone ? { phone: request.phone } : {}) })
  return (
    <div className="field-type request-tools">
      <p className="field-label">The clock</p>
      {open ? (
        <p className={days >= 80 ? 'request-tools__late' : undefined}>
          Day {days} of {ANSWER_WITHIN_DAYS}: answer by {keralaDate(request.dueAt)} at the latest (the {promisedDays}{' '}
          days the school promises end {keralaDate(promised)}).
        </p>
      ) : (
        <p>
          Closed on {keralaDate(request.answeredAt)}, after{' '}
          {daysOpen(request.createdAt, new Date(request.answeredAt ?? request.updatedAt))} days.
        </p>
      )}
      {needsCheck && open && (
        <>
          <p className="field-label">Who is asking</p>
          {checked ? (
            <p>Checked: {request.identity?.note || request.identity?.method}</p>
          ) : (
            <>
              <p>
                Not checked yet. Mail a code the person types on their request’s page, or record below how you checked.
              </p>
              <SendCodeButton id={request.id} to={request.email} />
            </>
          )}
        </>
      )}
      {needsCheck && (
        <p>
          <a href={`/admin/person-data?${lookUp}`} aria-disabled={!checked || undefined}>
            Open this person’s data (export, erase)
          </a>
          {!checked && ' — only after checking who is asking.'}
        </p>
      )}
    </div>
  )
}
