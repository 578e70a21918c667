import type { UIFieldServerProps } from 'payload'

import { GRIEVANCE_DAYS } from '@/forms/privacy'
import { NEEDS_IDENTITY, type PrivacyRequestKind } from '@/forms/privacy-request'
import { keralaDate } from '@/lib/content/format'
import { ANSWER_WITHIN_DAYS, DAY, daysOpen } from '@/lib/privacy/request-steps'
import type { PrivacyRequest } from '@/payload-types'

import { SendCodeButton } from './SendCodeButton'

/**
 * A privacy request's clock and the office's next moves, beside its status: how many of the 90
 * days are gone, the code that checks who is asking, and the person's data one click away (the
 * look-up's export and erase) once that is checked.
 */
export function RequestTools({ data }: UIFieldServerProps) {
  const request = data as PrivacyRequest | undefined
  if (!request?.id || !request.createdAt) return null
  const open = request.status === 'received' || request.status === 'identity-checked'
  const days = daysOpen(request.createdAt)
  const promised = new Date(Date.parse(request.createdAt) + GRIEVANCE_DAYS.default * DAY).toISOString()
  const checked = !!request.identity?.method
  const needsCheck = NEEDS_IDENTITY.includes(request.kind as PrivacyRequestKind)
  const lookUp = new URLSearchParams({ email: request.email, ...(request.phone ? { phone: request.phone } : {}) })
  return (
    <div className="field-type request-tools">
      <p className="field-label">The clock</p>
      {open ? (
        <p className={days >= 80 ? 'request-tools__late' : undefined}>
          Day {days} of {ANSWER_WITHIN_DAYS}: answer by {keralaDate(request.dueAt)} at the latest (the school’s usual{' '}
          {GRIEVANCE_DAYS.default} days end {keralaDate(promised)}).
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
