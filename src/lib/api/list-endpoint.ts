import type { NextRequest } from 'next/server'

import { schoolIdByCode, UNKNOWN_SCHOOL } from '@/lib/school'

import { cachedAnswer } from './answer-cache'
import { apiError, jsonAnswer, preflight, SERVER_ERROR } from './http'
import { parseWindow } from './query'
import { RESOURCES, type ResourceName } from './resources'
import { logFailure } from '@/lib/log'

type Context = { params: Promise<{ schoolCode: string }> }

/**
 * The handlers of one list endpoint of SPEC §7: known school or 404, paging checked or 400, then
 * the answer from the cache (built once per save), with ETag and CORS.
 */
export function listEndpoint(name: ResourceName) {
  const resource = RESOURCES[name]
  async function GET(request: NextRequest, { params }: Context) {
    const school = await schoolIdByCode((await params).schoolCode)
    if (school === null) return apiError(404, UNKNOWN_SCHOOL)
    const query = parseWindow(request.nextUrl)
    if ('error' in query) return apiError(400, query.error)
    const { window } = query
    try {
      const key = window ? `${name}:${window.page}:${window.limit}` : name
      const answer = await cachedAnswer(school, key, () => resource.list(school, window))
      return jsonAnswer(request, answer)
    } catch (error) {
      logFailure(`GET ${resource.path}`, error)
      return apiError(500, SERVER_ERROR)
    }
  }
  return { GET, OPTIONS: preflight }
}
