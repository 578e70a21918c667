import { NextResponse } from 'next/server'

import { etagOf } from '@/lib/api/answer-cache'
import { CORS_HEADERS, isFresh, preflight } from '@/lib/api/http'
import { openApiDocument } from '@/lib/api/openapi'

let cached: { body: string; etag: string } | null = null

/** GET /api/openapi.json: the description of every endpoint of the public API. */
export function GET(request: Request) {
  if (!cached) {
    const body = JSON.stringify(openApiDocument())
    cached = { body, etag: etagOf(body) }
  }
  const headers = { ...CORS_HEADERS, ETag: cached.etag, 'Cache-Control': 'public, max-age=300' }
  if (isFresh(request, cached.etag)) return new NextResponse(null, { status: 304, headers })
  return new NextResponse(cached.body, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}

export const OPTIONS = preflight
