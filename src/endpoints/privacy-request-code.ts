import type { Endpoint } from 'payload'

import { isPlatformAdmin, isSchoolAdmin } from '@/access/roles'
import { relationId } from '@/lib/platform/relation'
import { audit } from '@/lib/platform/audit'
import { sendIdentityCode } from '@/lib/privacy/request-code'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * POST /cms-api/privacy-requests/:id/send-code: a school admin mails the person a code to type on
 * their request's page, which proves they read mail at the address given. Recorded in the audit log.
 */
export const privacyRequestCodeEndpoint: Endpoint = {
  path: '/:id/send-code',
  method: 'post',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    if (!req.user || !(isSchoolAdmin(req.user) || isPlatformAdmin(req.user)))
      return Response.json(
        { error: 'Only a school admin may do this.' },
        { status: req.user ? 403 : 401, headers: PRIVATE },
      )
    // Read as the member: another school's request is not there for them.
    const request = await req.payload
      .findByID({ collection: 'privacy-requests', id, depth: 0, user: req.user, overrideAccess: false })
      .catch(() => null)
    if (!request) return Response.json({ error: 'No such request.' }, { status: 404, headers: PRIVATE })
    const school = relationId(request.school) as number
    const schoolDoc = await req.payload.findByID({ collection: 'schools', id: school, depth: 0, overrideAccess: true })
    const { sent, to } = await sendIdentityCode(req.payload, id, schoolDoc)
    if (!sent)
      return Response.json(
        { error: 'The code could not be mailed: the site cannot send mail now (SMTP_URL, MAIL_FROM).' },
        { status: 503, headers: PRIVATE },
      )
    await audit(req, { action: 'privacy-request-code', school, detail: `privacy-requests #${id}` })
    return Response.json({ sentTo: to }, { headers: PRIVATE })
  },
}
