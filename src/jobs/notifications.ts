import type { CollectionAfterChangeHook, Payload, TaskConfig } from 'payload'

import { announce } from '@/lib/notifications/announce'
import { sendDuePush } from '@/lib/notifications/push-send'
import { sendDueMail } from '@/lib/notifications/send'

/** The queue subscribers' mail waits on, checked as often as the default queue (JOBS_CHECK_SECONDS). */
export const NOTIFICATIONS_QUEUE = 'notifications'

const ANNOUNCE_TASK = 'announce'

/**
 * A published record's mail and pushes to its subscribers: queued for each of them, then sent at once with
 * whatever else is due, so an alert leaves within a check of the queue (a minute by default).
 */
export const announceTask: TaskConfig<{ input: { collection: string; id: number }; output: { queued: number } }> = {
  slug: ANNOUNCE_TASK,
  label: 'Queue a publication’s mail to its subscribers',
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'number', required: true },
  ],
  retries: 3,
  handler: async ({ input, req }) => {
    const queued = await announce(req.payload, input.collection, input.id)
    if (queued) await sendDue(req.payload)
    return { output: { queued } }
  },
}

/** The phones' pushes first: each takes a moment, where a mail server may take seconds. */
async function sendDue(payload: Payload): Promise<number> {
  const push = await sendDuePush(payload)
  const mail = await sendDueMail(payload)
  return push.sent + mail.sent
}

/** Every minute: what is due (retries, the evening's digests, what the announce job left). */
export const sendMailTask: TaskConfig<{ input: object; output: { sent: number } }> = {
  slug: 'sendMail',
  label: 'Send subscribers’ mail and phone notifications that are due',
  schedule: [{ cron: '* * * * *', queue: NOTIFICATIONS_QUEUE }],
  retries: 0,
  handler: async ({ req }) => {
    return { output: { sent: await sendDue(req.payload) } }
  },
}

/**
 * A record becoming published (at once, or when its scheduled time comes) books its announcement;
 * a later save of the published record books none, so a corrected circular is not sent again.
 */
export const announceOnPublish: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  if (doc._status !== 'published' || previousDoc?._status === 'published') return doc
  await req.payload.jobs.queue({
    task: ANNOUNCE_TASK,
    queue: NOTIFICATIONS_QUEUE,
    input: { collection: collection.slug, id: doc.id },
    req,
  })
  return doc
}
