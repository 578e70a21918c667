import type { Payload, PayloadRequest, TaskConfig, Where } from 'payload'

import { audit } from '@/collections/AuditLog'
import { type Inbox, RETENTION, retentionMonths } from '@/forms/privacy'

const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now)
  d.setUTCMonth(d.getUTCMonth() - months)
  return d
}

/**
 * Removes what each school no longer keeps: submissions older than the school's retention period,
 * a career application's CV with it. Each school's removals are recorded in the audit log.
 */
export async function removeExpiredSubmissions(payload: Payload, now = new Date(), req?: Partial<PayloadRequest>) {
  const removed: Record<string, number> = {}
  const { docs: schools } = await payload.find({ collection: 'schools', depth: 0, pagination: false, req })
  for (const school of schools) {
    const counts: string[] = []
    for (const [collection, rule] of Object.entries(RETENTION) as [Inbox, (typeof RETENTION)[Inbox]][]) {
      const months = retentionMonths(school, collection)
      const where: Where = {
        and: [{ school: { equals: school.id } }, { createdAt: { less_than: monthsBefore(now, months).toISOString() } }],
      }
      const { docs } = await payload.delete({ collection, where, depth: 0, overrideAccess: true, req })
      if (collection === 'career-applications') {
        const cvs = docs.map((d) => (d as { attachments?: unknown }).attachments).filter((id) => typeof id === 'number')
        if (cvs.length)
          await payload.delete({ collection: 'private-files', where: { id: { in: cvs } }, overrideAccess: true, req })
      }
      removed[`${school.code}:${collection}`] = docs.length
      if (docs.length) counts.push(`${docs.length} ${rule.noun}`)
    }
    if (counts.length)
      await audit(
        { ...req, payload },
        {
          action: 'retention',
          school: school.id,
          detail: `Removed ${counts.join(', ')}`,
        },
      )
  }
  return removed
}

/** The daily job (Payload's jobs queue, run inside the server): at 02:30 every night. */
export const retentionTask: TaskConfig<{ input: object; output: { removed: number } }> = {
  slug: 'retention',
  label: 'Remove submissions past their retention period',
  schedule: [{ cron: '30 2 * * *', queue: 'privacy' }],
  retries: 2,
  handler: async ({ req }) => {
    const removed = await removeExpiredSubmissions(req.payload, new Date(), req)
    return { output: { removed: Object.values(removed).reduce((a, b) => a + b, 0) } }
  },
}
