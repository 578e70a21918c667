/*
 * src/lib/privacy: personal data: a person's records found, exported and erased (this file),
 * Aadhaar numbers encrypted at rest (aadhaar, aadhaar-unreadable) and their key rotated
 * (data-key-rotation). Retention runs as a job (src/jobs).
 */
import type { Payload, PayloadRequest } from 'payload'
import { commitTransaction, initTransaction, killTransaction } from 'payload'

import { audit } from '@/lib/platform/audit'
import { REVEAL_AADHAAR } from '@/fields/aadhaar'

import { deletePrivateFileRecords } from '../files/delete-after-commit'
import { normaliseEmail, normalisePhone } from './normalise'
import { relationId } from '../platform/relation'

export { normaliseEmail, normalisePhone }

/**
 * Where a visitor's e-mail address or phone number is stored, inbox by inbox. TC look-ups hold
 * neither (only a name and an admission number), so a person cannot be found in them this way.
 */
export const PERSON_INBOXES = {
  'contact-messages': { label: 'Contact messages', title: 'subject', emails: ['email'], phones: ['phone'] },
  'career-applications': {
    label: 'Career applications',
    title: 'name',
    emails: ['email'],
    phones: ['phone'],
    file: 'attachments',
  },
  'admission-registrations': {
    label: 'Admission registrations',
    title: 'name',
    emails: ['email', 'email1'],
    phones: ['phone', 'phone1', 'phone2'],
  },
  // A reply's first e-mail and mobile answers (lib/submissions/office-form.ts), with the files it sent.
  'form-submissions': { label: 'Form replies', title: 'summary', emails: ['email'], phones: ['phone'], file: 'files' },
  subscriptions: { label: 'Subscriptions', title: 'email', emails: ['email'], phones: [] },
} as const satisfies Record<
  string,
  { label: string; title: string; emails: readonly string[]; phones: readonly string[]; file?: string }
>

export type PersonInbox = keyof typeof PERSON_INBOXES
export type Person = { email?: string; phone?: string }
type Stored = Record<string, unknown> & { id: number; createdAt?: string }
export type PersonRecords = { collection: PersonInbox; label: string; docs: Stored[] }[]

/** Fewer digits than this would match strangers' numbers. */
const SHORTEST_PHONE = 6

/** The person asked about, normalised, or a sentence saying what is missing. */
export function personQuery(email: unknown, phone: unknown): Person | string {
  const e = normaliseEmail(email)
  const p = normalisePhone(phone)
  if (e && !/^[^\s@]+@[^\s@]+$/.test(e)) return 'Enter a whole e-mail address.'
  if (typeof phone === 'string' && phone.trim() && p.length < SHORTEST_PHONE)
    return `Enter a phone number of at least ${SHORTEST_PHONE} digits.`
  if (!e && !p) return 'Enter an e-mail address or a phone number.'
  return { ...(e ? { email: e } : {}), ...(p ? { phone: p } : {}) }
}

function matches(doc: Stored, inbox: (typeof PERSON_INBOXES)[PersonInbox], person: Person) {
  if (person.email && inbox.emails.some((f) => normaliseEmail(doc[f]) === person.email)) return true
  if (person.phone && inbox.phones.some((f) => normalisePhone(doc[f]) === person.phone)) return true
  return false
}

/**
 * Everything one school holds about a person, inbox by inbox. Phone numbers are stored as typed,
 * so the school's contact fields are read and compared here rather than in SQL; an inbox holds
 * hundreds or a few thousand rows, and only the matching ones are then read whole.
 */
export async function findPersonRecords(
  payload: Payload,
  school: number,
  person: Person,
  options: { whole?: boolean; req?: Partial<PayloadRequest> } = {},
): Promise<PersonRecords> {
  const found: PersonRecords = []
  for (const [collection, inbox] of Object.entries(PERSON_INBOXES) as [
    PersonInbox,
    (typeof PERSON_INBOXES)[PersonInbox],
  ][]) {
    const fields: string[] = [inbox.title, ...inbox.emails, ...inbox.phones, 'createdAt']
    if ('file' in inbox) fields.push(inbox.file)
    const select = Object.fromEntries(fields.map((f) => [f, true]))
    const { docs } = await payload.find({
      collection,
      where: { school: { equals: school } },
      select,
      depth: 0,
      pagination: false,
      sort: '-createdAt',
      overrideAccess: true,
      req: options.req,
    })
    const ids = (docs as unknown as Stored[]).filter((d) => matches(d, inbox, person)).map((d) => d.id)
    if (!ids.length) continue
    const whole = options.whole
      ? await payload.find({
          collection,
          where: { id: { in: ids } },
          depth: 1,
          pagination: false,
          sort: '-createdAt',
          overrideAccess: true,
          // An export is the person's own data: their Aadhaar number whole, as they gave it.
          context: { [REVEAL_AADHAAR]: true },
          req: options.req,
        })
      : null
    found.push({
      collection,
      label: inbox.label,
      docs: whole
        ? (whole.docs as unknown as Stored[])
        : (docs as unknown as Stored[]).filter((d) => ids.includes(d.id)),
    })
  }
  return found
}

/** "2 contact messages (#4, #9), 1 admission registration (#12)": ids and counts, no personal data. */
export function describeRecords(records: PersonRecords) {
  const parts = records.map(
    ({ label, docs }) => `${docs.length} × ${label.toLowerCase()} (${docs.map((d) => `#${d.id}`).join(', ')})`,
  )
  return parts.length ? parts.join('; ') : 'nothing found'
}

/** Payload's delete by query reports a record it could not delete instead of throwing. */
function refuseFailures(result: { errors: unknown[] }) {
  if (result.errors.length) throw new Error(`${result.errors.length} record(s) could not be deleted`)
}

/**
 * Deletes everything the school holds about the person, CVs included, and records who did it, in
 * one transaction: all of it goes, or (if one write fails) none of it. The CV files are removed
 * once it is committed, so the erase needs a transaction of its own.
 */
export async function erasePersonRecords(payload: Payload, school: number, person: Person, req: PayloadRequest) {
  if (req.transactionID) throw new Error('A person’s erase commits its own transaction.')
  const owns = await initTransaction(req)
  let records: PersonRecords
  let removeFiles: () => Promise<void>
  try {
    records = await findPersonRecords(payload, school, person, { req })
    const files: (number | string)[] = []
    for (const { collection, docs } of records) {
      const inbox = PERSON_INBOXES[collection] as { file?: string }
      // One file (a CV) or several (a form reply's).
      if (inbox.file) for (const d of docs) files.push(...[d[inbox.file]].flat().flatMap((f) => relationId(f) ?? []))
      refuseFailures(
        await payload.delete({ collection, where: { id: { in: docs.map((d) => d.id) } }, overrideAccess: true, req }),
      )
    }
    removeFiles = await deletePrivateFileRecords(payload, files, req)
    await audit(req, { action: 'erase-person', school, detail: `Erased ${describeRecords(records)}` })
    if (owns) await commitTransaction(req)
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
  await removeFiles()
  return records
}
