import type { Endpoint } from 'payload'

import { isAdmissionStatus } from '@/lib/admissions/pipeline'

import { jsonOnly } from './json-only'

const MOST = 200

/**
 * POST /cms-api/admission-registrations/move {ids, status, quiet}: the board's bulk move. Each
 * application is saved as the member (their access, their name on the step), one by one, so each
 * gets its step and its parents' mail as a single change would; quiet sends none.
 */
export const admissionMoveEndpoint: Endpoint = jsonOnly({
  path: '/move',
  method: 'post',
  handler: async (req) => {
    const noStore = { headers: { 'Cache-Control': 'no-store' } }
    if (!req.user) return Response.json({ error: 'Sign in first.' }, { status: 401, ...noStore })
    const body = (await req.json?.().catch(() => null)) as { ids?: unknown; status?: unknown; quiet?: unknown } | null
    const ids = Array.isArray(body?.ids) ? body.ids.filter((id): id is number => Number.isInteger(id)) : []
    if (!isAdmissionStatus(body?.status) || !ids.length || ids.length > MOST)
      return Response.json({ error: `Choose up to ${MOST} applications and a status.` }, { status: 400, ...noStore })
    let moved = 0
    const refused: number[] = []
    for (const id of ids) {
      try {
        await req.payload.update({
          collection: 'admission-registrations',
          id,
          data: { status: body.status, quiet: body.quiet === true },
          user: req.user,
          overrideAccess: false,
          depth: 0,
        })
        moved++
      } catch {
        refused.push(id)
      }
    }
    return Response.json({ moved, refused }, noStore)
  },
})
