import type { Payload, PayloadRequest, TaskConfig, Where } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { audit } from '@/lib/platform/audit'
import { purgeAccessLog } from '@/lib/privacy/access-log'
import {
  DEFAULT_FORM_RETENTION_MONTHS,
  type Inbox,
  RETENTION,
  retentionMonths,
  UNCONFIRMED_DAYS,
  UNUSED_PHONE_MONTHS,
} from '@/forms/privacy'
import { deletePrivateFileRecords } from '@/lib/files/delete-after-commit'
import { keralaCron } from '@/lib/platform/kerala-cron'
import { logFailure } from '@/lib/platform/log'
import { relationId } from '@/lib/platform/relation'

const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now)
  d.setUTCMonth(d.getUTCMonth() - months)
  return d
}

/** Addresses whose owner never opened the confirmation link, UNCONFIRMED_DAYS after it was last sent for. */
async function forgetUnconfirmed(payload: Payload, school: number, now: Date, req: PayloadRequest) {
  const before = new Date(now.getTime() - UNCONFIRMED_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const { docs } = await payload.delete({
    collection: 'subscriptions',
    where: {
      and: [{ school: { equals: school } }, { status: { equals: 'pending' } }, { updatedAt: { less_than: before } }],
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.length
}

/** Phones that have had no notification for UNUSED_PHONE_MONTHS (or none since they subscribed that long ago). */
async function forgetUnusedPhones(payload: Payload, school: number, now: Date, req: PayloadRequest) {
  const before = monthsBefore(now, UNUSED_PHONE_MONTHS).toISOString()
  const { docs } = await payload.delete({
    collection: 'push-subscriptions',
    where: {
      and: [
        { school: { equals: school } },
        {
          or: [
            { lastSentAt: { less_than: before } },
            { and: [{ lastSentAt: { exists: false } }, { createdAt: { less_than: before } }] },
          ],
        },
      ],
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.length
}

/**
 * Replies to the school's own forms older than each form's own period (collections/Forms), and the
 * ids of the files they sent, which go once the removal is committed.
 */
async function forgetOldReplies(payload: Payload, school: number, now: Date, req: PayloadRequest) {
  const { docs: forms } = await payload.find({
    collection: 'forms',
    where: { school: { equals: school } },
    select: { retentionMonths: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  // Node 20 has no Map.groupBy.
  const byMonths = new Map<number, number[]>()
  for (const form of forms) {
    const months = form.retentionMonths || DEFAULT_FORM_RETENTION_MONTHS
    byMonths.set(months, [...(byMonths.get(months) ?? []), form.id])
  }
  const files: number[] = []
  let removed = 0
  for (const [months, ids] of byMonths) {
    const { docs } = await payload.delete({
      collection: 'form-submissions',
      where: {
        and: [{ form: { in: ids } }, { createdAt: { less_than: monthsBefore(now, months).toISOString() } }],
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    removed += docs.length
    for (const doc of docs)
      for (const file of doc.files ?? []) {
        const id = relationId(file)
        if (typeof id === 'number') files.push(id)
      }
  }
  return { removed, files }
}

/**
 * Removes what each school no longer keeps: subscriptions never confirmed, phones unused for a year, submissions older than the school's retention period,
 * a career application's CV with it, and replies to its own forms past each form's period, with their files. Each school's removals are one transaction with their entry
 * in the audit log; the CVs' files go only once it is committed, so a failure leaves every record
 * and file in place for the next night. One school's failure does not stop the others'.
 */
export async function removeExpiredSubmissions(payload: Payload, now = new Date(), req?: Partial<PayloadRequest>) {
  const removed: Record<string, number> = {}
  const failures: unknown[] = []
  const { docs: schools } = await payload.find({ collection: 'schools', depth: 0, pagination: false, req })
  for (const school of schools) {
    const schoolReq = await createLocalReq({}, payload)
    const owns = await initTransaction(schoolReq)
    try {
      const counts: string[] = []
      const files: number[] = []
      for (const [collection, rule] of Object.entries(RETENTION) as [Inbox, (typeof RETENTION)[Inbox]][]) {
        const months = retentionMonths(school, collection)
        const where: Where = {
          and: [
            { school: { equals: school.id } },
            { createdAt: { less_than: monthsBefore(now, months).toISOString() } },
          ],
        }
        const { docs } = await payload.delete({ collection, where, depth: 0, overrideAccess: true, req: schoolReq })
        if (collection === 'career-applications')
          for (const doc of docs) {
            const cv = relationId((doc as { attachments?: unknown }).attachments)
            if (typeof cv === 'number') files.push(cv)
          }
        removed[`${school.code}:${collection}`] = docs.length
        if (docs.length) counts.push(`${docs.length} ${rule.noun}`)
      }
      const replies = await forgetOldReplies(payload, school.id, now, schoolReq)
      removed[`${school.code}:form-submissions`] = replies.removed
      if (replies.removed) counts.push(`${replies.removed} form repl${replies.removed === 1 ? 'y' : 'ies'}`)
      files.push(...replies.files)
      const unconfirmed = await forgetUnconfirmed(payload, school.id, now, schoolReq)
      removed[`${school.code}:subscriptions`] = unconfirmed
      if (unconfirmed) counts.push(`${unconfirmed} unconfirmed subscription${unconfirmed === 1 ? '' : 's'}`)
      const phones = await forgetUnusedPhones(payload, school.id, now, schoolReq)
      removed[`${school.code}:push-subscriptions`] = phones
      if (phones) counts.push(`${phones} unused phone${phones === 1 ? '' : 's'}`)
      const removeFiles = await deletePrivateFileRecords(payload, files, schoolReq)
      if (counts.length)
        await audit(schoolReq, { action: 'retention', school: school.id, detail: `Removed ${counts.join(', ')}` })
      if (owns) await commitTransaction(schoolReq)
      await removeFiles()
    } catch (error) {
      if (owns) await killTransaction(schoolReq)
      logFailure(`retention for school ${school.code}`, error)
      failures.push(error)
    }
  }
  // The job fails (and Payload retries it) when any school's removals did.
  if (failures.length) throw new Error(`Retention failed for ${failures.length} school(s)`)
  return removed
}

/** The daily job (Payload's jobs queue, run inside the server): at 02:30 every night in Kerala. */
export const retentionTask: TaskConfig<{ input: object; output: { removed: number } }> = {
  slug: 'retention',
  label: 'Remove submissions past their retention period',
  schedule: [{ cron: keralaCron({ hour: 2, minute: 30 }), queue: 'privacy' }],
  retries: 2,
  handler: async ({ req }) => {
    const removed = await removeExpiredSubmissions(req.payload, new Date(), req)
    // Who saw what is kept a year (DPDP Rules r. 6(1)(e)).
    await purgeAccessLog(req.payload, new Date())
    return { output: { removed: Object.values(removed).reduce((a, b) => a + b, 0) } }
  },
}
