import type { NextRequest } from 'next/server'

import { inLocale, STORED_LOCALE } from '@/lib/content/in-locale'
import { parseId } from '@/lib/content/listing'
import { payloadClient } from '@/lib/platform/payload'

import { etagOf } from './answer-cache'
import { apiError, jsonAnswer, SERVER_ERROR } from './http'
import { MAX_QUERY_LENGTH, parseLang, QUERY_TOO_LONG } from './query'
import { toGallery, withLanguages } from './resources'
import { logFailure } from '@/lib/platform/log'

export const ID_REQUIRED = 'Give the id of one gallery entry, as ?id=…'
export const NO_SUCH_ENTRY = 'No published gallery entry has this id.'

/** SPEC §7: GET /api/subGallery?id={id}, one gallery entry (photo gallery or achievement). */
export async function subGallery(request: NextRequest) {
  const url = request.nextUrl
  if (url.search.length > MAX_QUERY_LENGTH) return apiError(400, QUERY_TOO_LONG)
  const ids = url.searchParams.getAll('id')
  if (ids.length !== 1) return apiError(400, ID_REQUIRED)
  const id = parseId(ids[0])
  if (id === null) return apiError(400, 'id must be the number of a gallery entry.')
  const lang = parseLang(url)
  if ('error' in lang) return apiError(400, lang.error)
  try {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'gallery',
      where: { id: { equals: id } },
      limit: 1,
      depth: 1,
      populate: { media: { filename: true } },
      overrideAccess: false,
      locale: STORED_LOCALE,
    })
    if (!docs[0]) return apiError(404, NO_SUCH_ENTRY)
    const entry = inLocale(docs[0], lang.locale)
    const body = JSON.stringify({ data: withLanguages(toGallery(entry), entry) })
    return jsonAnswer(request, { body, etag: etagOf(body) })
  } catch (error) {
    logFailure('GET /api/subGallery', error)
    return apiError(500, SERVER_ERROR)
  }
}
