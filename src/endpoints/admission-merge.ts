import type { Endpoint } from 'payload'

import { mergeApplications } from '@/lib/admissions/merge'
import { BadRequest } from '@/lib/submissions/bad-request'

import { jsonOnly } from './json-only'

/**
 * POST /cms-api/admission-registrations/merge {keep, drop}: two applications of the same child made
 * one (lib/admissions/merge.ts), as the member who asks, with their access.
 */
export const admissionMergeEndpoint: Endpoint = jsonOnly({
  path: '/merge',
  method: 'post',
  handler: async (req) => {
    const noStore = { headers: { 'Cache-Control': 'no-store' } }
    if (!req.user) return Response.json({ error: 'Sign in first.' }, { status: 401, ...noStore })
    const body = (await req.json?.().catch(() => null)) as { keep?: unknown; drop?: unknown } | null
    const { keep, drop } = body ?? {}
    if (!Number.isInteger(keep) || !Number.isInteger(drop))
      return Response.json(
        { error: 'Name the application to keep and the one to merge into it.' },
        { status: 400, ...noStore },
      )
    try {
      return Response.json(await mergeApplications(req.payload, req.user, keep as number, drop as number), noStore)
    } catch (error) {
      if (error instanceof BadRequest) return Response.json({ error: error.message }, { status: 400, ...noStore })
      throw error
    }
  },
})
