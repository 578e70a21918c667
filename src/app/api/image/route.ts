import type { NextRequest } from 'next/server'

import { apiError, preflight } from '@/lib/api/http'
import { serveImage } from '@/lib/files/image-endpoint'

/** SPEC §7: GET /api/image?url={path}, the same files as /api/image/{path}. */
export async function GET(request: NextRequest) {
  const urls = request.nextUrl.searchParams.getAll('url')
  if (urls.length !== 1) return apiError(400, 'Give the file path once, as ?url=…')
  return serveImage(request, urls[0], request.nextUrl.searchParams)
}

export const HEAD = GET
export const OPTIONS = preflight
