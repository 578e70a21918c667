import type { NextRequest } from 'next/server'

import { apiError, preflight } from '@/lib/api/http'
import { serveImage } from '@/lib/files/image-endpoint'
import { BAD_PATH } from '@/lib/files/stored-file'

/**
 * SPEC §7: GET /api/image/{path}. The path is read as the client sent it (still percent-encoded),
 * so encoded dots and slashes are seen and refused rather than decoded into a traversal.
 */
export async function GET(request: NextRequest) {
  const raw = request.nextUrl.pathname.replace(/^\/api\/image\//, '')
  let requested: string
  try {
    requested = /%(2e|2f|5c|00)/i.test(raw) ? raw : decodeURIComponent(raw)
  } catch {
    return apiError(400, BAD_PATH.error)
  }
  return serveImage(request, requested, request.nextUrl.searchParams)
}

export const HEAD = GET
export const OPTIONS = preflight
