import type { UIFieldServerProps } from 'payload'

import { STATUS_LABELS, isAdmissionStatus } from '@/lib/admissions/pipeline'
import { keralaDate } from '@/lib/content/format'
import { relationId } from '@/lib/platform/relation'
import type { AdmissionRegistration } from '@/payload-types'

import { MergeButton } from './MergeButton'

/**
 * Under "Possibly the same child as": each of those applications in a line (number, child, birthday,
 * father, step) with "Merge it into this one", so the office sees what it is merging before it does.
 * Read with the member's own access: another school's application never shows.
 */
export async function DuplicateMerge({ data, payload, req }: UIFieldServerProps) {
  const doc = data as AdmissionRegistration | undefined
  const others = (doc?.possibleDuplicates ?? []).map((d) => relationId(d)).filter((id) => typeof id === 'number')
  if (!doc?.id || !others.length) return null
  const { docs } = await payload.find({
    collection: 'admission-registrations',
    where: { and: [{ id: { in: others } }, { mergedInto: { exists: false } }] },
    select: { number: true, name: true, dob: true, fatherName: true, status: true, createdAt: true },
    depth: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
    req,
  })
  if (!docs.length) return null
  return (
    <div className="field-type duplicate-merge">
      <p className="field-label">The same child?</p>
      <ul>
        {docs.map((other) => (
          <li key={other.id}>
            <a href={`/admin/collections/admission-registrations/${other.id}`}>{other.number ?? `#${other.id}`}</a>:{' '}
            {other.name}, born {keralaDate(other.dob)}, father {other.fatherName}, sent {keralaDate(other.createdAt)},{' '}
            {isAdmissionStatus(other.status) ? STATUS_LABELS[other.status] : other.status}{' '}
            <MergeButton keep={doc.id} drop={other.id} dropNumber={other.number ?? `#${other.id}`} />
          </li>
        ))}
      </ul>
      <p className="field-description">
        Merging keeps this application and its number; the other is set to Withdrawn quietly (no mail) and marked
        “Merged into” this one. Both stay as the parents sent them; this one takes the other’s notes, and its mails also
        go to any e-mail address only the other gave.
      </p>
    </div>
  )
}
