import { NextResponse, type NextRequest } from 'next/server'
import type { z } from 'zod'

import { DEFAULT_LOCALE, localePath } from '@/i18n/locales.mjs'
import { logFailure } from '@/lib/platform/log'
import { payloadClient } from '@/lib/platform/payload'
import { markedHtml, plainOf } from '@/lib/search/search'
import { SEARCH_MESSAGES } from '@/lib/search/terms'
import { resultsPage, visitorSearch } from '@/lib/search/visitor-search'
import { schoolIdByCode, UNKNOWN_SCHOOL } from '@/lib/site/school'
import { RATE_LIMIT, clientAddress } from '@/lib/submissions/rate-limit'

import { CORS_HEADERS, apiError, SERVER_ERROR } from './http'
import { parseLang } from './query'
import type { SearchAnswer } from './schemas'

/**
 * The site's search as JSON, the same results as /Search: known school or 404, `q` and `page`
 * checked or 400, the address's limit or 429, never kept by a cache (each search is counted).
 */
export async function searchAnswer(request: NextRequest, { params }: { params: Promise<{ schoolCode: string }> }) {
  const school = await schoolIdByCode((await params).schoolCode)
  if (school === null) return apiError(404, UNKNOWN_SCHOOL)
  const url = request.nextUrl
  const lang = parseLang(url)
  if ('error' in lang) return apiError(400, lang.error)
  const page = resultsPage(url.searchParams.get('page'))
  if (page === null) return apiError(400, SEARCH_MESSAGES.badPage)
  const q = url.searchParams.get('q') ?? ''
  try {
    const outcome = await visitorSearch(await payloadClient(), {
      school,
      lang: lang.locale,
      q,
      page,
      address: clientAddress(request.headers),
    })
    if (outcome.outcome === 'none') return apiError(400, SEARCH_MESSAGES.noWords)
    if (outcome.outcome === 'refused') {
      const refused = apiError(outcome.status, SEARCH_MESSAGES[outcome.problem])
      if (outcome.status === 429) refused.headers.set('Retry-After', String(RATE_LIMIT.windowMs / 1000))
      return refused
    }
    const { found } = outcome
    const answer: z.infer<typeof SearchAnswer> = {
      query: outcome.query,
      lang: lang.locale,
      total: found.total,
      page: found.page,
      pages: found.pages,
      data: found.results.map((r) => ({
        kind: r.kind,
        title: plainOf(r.title),
        path: localePath(lang.locale, r.path),
        date: r.date,
        inEnglish: r.inOtherLanguage && lang.locale !== DEFAULT_LOCALE,
        inMalayalam: r.inOtherLanguage && lang.locale === DEFAULT_LOCALE,
        snippet: plainOf(r.snippet),
        marked: { title: markedHtml(r.title), snippet: markedHtml(r.snippet) },
      })),
    }
    return NextResponse.json(answer, { headers: { ...CORS_HEADERS, 'Cache-Control': 'no-store' } })
  } catch (error) {
    logFailure('GET /api/search', error)
    return apiError(500, SERVER_ERROR)
  }
}
