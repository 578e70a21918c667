import type { Endpoint } from 'payload'

import { mayPublish } from '@/access/roles'
import { announce } from '@/lib/notifications/announce'
import { sendDueMail } from '@/lib/notifications/send'
import { SEND_NOW_MESSAGES } from '@/lib/notifications/send-now-messages'
import { logFailure } from '@/lib/platform/log'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/** How long the office's button waits for the mail, at most; the rest goes with the next minute's run. */
const SEND_NOW_MS = 20_000

/**
 * POST /cms-api/alerts/:id/send-now: a school admin's "Send to subscribers now" on a published
 * alert. Queues it for its subscribers (those who have it already are left alone) and sends what
 * is due at once, in this request, rather than at the jobs queue's next check.
 */
export const sendAlertNowEndpoint: Endpoint = {
  path: '/:id/send-now',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: SEND_NOW_MESSAGES.signIn }, { status: 401, headers: PRIVATE })
    if (!mayPublish(req.user))
      return Response.json({ error: SEND_NOW_MESSAGES.notAllowed }, { status: 403, headers: PRIVATE })
    const id = Number(req.routeParams?.id)
    // Read with the member's own access: another school's alert is not found.
    const alert = Number.isInteger(id)
      ? await req.payload.findByID({
          collection: 'alerts',
          id,
          depth: 0,
          overrideAccess: false,
          user: req.user,
          disableErrors: true,
        })
      : null
    if (!alert) return Response.json({ error: 'No such alert.' }, { status: 404, headers: PRIVATE })
    if (alert._status !== 'published')
      return Response.json({ error: SEND_NOW_MESSAGES.notPublished }, { status: 400, headers: PRIVATE })
    try {
      await announce(req.payload, 'alerts', id)
      const { sent } = await sendDueMail(req.payload, { runMs: SEND_NOW_MS })
      const message = sent ? SEND_NOW_MESSAGES.sent(sent) : SEND_NOW_MESSAGES.none
      return Response.json({ message, sent }, { headers: PRIVATE })
    } catch (error) {
      logFailure('alert send-now', error)
      return Response.json({ error: SEND_NOW_MESSAGES.failed }, { status: 503, headers: PRIVATE })
    }
  },
}
