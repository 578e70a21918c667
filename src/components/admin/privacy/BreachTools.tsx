import type { UIFieldServerProps } from 'payload'

import { keralaDateTime } from '@/lib/content/format'
import { breachClock, clockText, REPORT_WITHIN_HOURS } from '@/lib/privacy/breach-drafts'
import type { Breach } from '@/payload-types'

/**
 * A breach's 72-hour clock (DPDP Rules r. 7(2)(b)), Kerala time: the hours left until the Board's
 * detailed report is due, how late it is, or when it was sent; and what the school has still to
 * tell the Board and the people affected.
 */
export function BreachTools({ data }: UIFieldServerProps) {
  const breach = data as Partial<Breach> | undefined
  if (!breach?.foundAt) return null
  const clock = breachClock(breach.foundAt, breach.boardReportAt)
  const closed = breach.status === 'closed'
  return (
    <div className="field-type breach-tools">
      <p className="field-label">The {REPORT_WITHIN_HOURS}-hour clock</p>
      <p className={clock.state === 'overdue' && !closed ? 'breach-tools__late' : undefined}>
        The Board’s detailed report: {clockText(clock, keralaDateTime)}
      </p>
      {!closed && !breach.boardToldAt && (
        <p className="breach-tools__late">
          First intimation to the Board: not sent yet. Send the draft below at once, then record its date.
        </p>
      )}
      {!closed && !breach.peopleToldAt && (
        <p>People affected: not told yet. Send them the notice below without delay, then record the date.</p>
      )}
      {!breach.id && <p>Save the record to see the drafts.</p>}
    </div>
  )
}
