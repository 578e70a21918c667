import type { CollectionAfterChangeHook, TaskConfig } from 'payload'

import { invalidateSchool } from '@/lib/platform/cache'
import { stillShows } from '@/lib/office/alerts'

const ALERT_ENDED_TASK = 'alertEnded'

/**
 * When an alert ends, its school's cached pages are cleared, so the next visit to any page is drawn
 * without it: no one has to touch the admin, and the pages' own renewal (up to a minute, and longer
 * for the data they read) is not waited for. Runs in the jobs queue on the instance that holds it;
 * the clearing reaches the other instances as a save's does.
 */
export const alertEndedTask: TaskConfig<{ input: { school: number }; output: object }> = {
  slug: ALERT_ENDED_TASK,
  label: 'Take an ended urgent alert off the cached pages',
  inputSchema: [{ name: 'school', type: 'number', required: true }],
  retries: 3,
  handler: async ({ input }) => {
    await invalidateSchool(input.school)
    return { output: {} }
  },
}

/** A published alert books the clearing of its school's pages for the minute it ends. */
export const queueAlertEnd: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc._status !== 'published' || !stillShows(doc.endsAt)) return doc
  const school = typeof doc.school === 'object' ? doc.school?.id : doc.school
  if (typeof school !== 'number') return doc
  await req.payload.jobs.queue({
    task: ALERT_ENDED_TASK,
    input: { school },
    waitUntil: new Date(doc.endsAt),
    req,
  })
  return doc
}
