import type { NextRequest } from 'next/server'

import { offerKeptAnswers } from '@/lib/server/kept-api-answers.mjs'
import { logFailure } from '@/lib/platform/log'
import { knownSchoolId, schoolIdByCode, UNKNOWN_SCHOOL } from '@/lib/site/school'

import { DEFAULT_LOCALE } from '@/i18n/locales.mjs'

import { cachedAnswer, keptAnswer } from './answer-cache'
import { answerParts, apiError, jsonAnswer, preflight, SERVER_ERROR } from './http'
import { parseListQuery, type ListQuery } from './query'
import { RESOURCES, type ResourceName } from './resources'

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
    const query = parseListQuery(request.nextUrl)
    if ('error' in query) return apiError(400, query.error)
    try {
      const answer = await cachedAnswer(school, answerKey(name, query), () =>
        resource.list(school, query.window, query.locale),
      )
      return jsonAnswer(request, answer)
    } catch (error) {
      logFailure(`GET ${resource.path}`, error)
      return apiError(500, SERVER_ERROR)
    }
  }
  return { GET, OPTIONS: preflight }
}

const answerKey = (name: ResourceName, { window, locale }: ListQuery) =>
  `${name}${locale === DEFAULT_LOCALE ? '' : `:${locale}`}${window ? `:${window.page}:${window.limit}` : ''}`

/** Each list endpoint's path as a pattern, its school code captured. */
const LIST_PATHS = (Object.keys(RESOURCES) as ResourceName[]).map((name) => ({
  name,
  pattern: new RegExp(`^${RESOURCES[name].path.replace('{schoolCode}', '([^/]+)')}$`),
}))

/**
 * A list answer that is kept and current, for the HTTP server to send itself; null for anything
 * else (an unknown school, a bad query, an answer not yet built), which goes through the route
 * handler above as usual.
 */
async function keptListAnswer(pathname: string, search: string, ifNoneMatch: string | undefined) {
  for (const { name, pattern } of LIST_PATHS) {
    const code = pattern.exec(pathname)?.[1]
    if (code === undefined) continue
    const school = knownSchoolId(code)
    if (school === undefined) return null
    const query = parseListQuery({ search, searchParams: new URLSearchParams(search) })
    if ('error' in query) return null
    const answer = await keptAnswer(school, answerKey(name, query))
    return answer && answerParts(ifNoneMatch, answer)
  }
  return null
}

offerKeptAnswers(keptListAnswer)
