import fs from 'node:fs'
import { Readable } from 'node:stream'

import { CORS_HEADERS, isFresh } from '@/lib/api/http'

/** Uploads keep their name for life (a replaced file gets a new one), so clients may keep them long. */
export const FILE_CACHE_CONTROL = 'public, max-age=2592000'

type Served = { file: string; size: number; type: string; etag: string; vary?: string }

/** bytes=a-b, bytes=a- or bytes=-n (one range); null to send the whole file, 'bad' when it cannot be met. */
export function parseRange(header: string | null, size: number): { start: number; end: number } | null | 'bad' {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, from, to] = match
  if (!from && !to) return 'bad'
  let start: number
  let end: number
  if (!from) {
    start = Math.max(0, size - Number(to))
    end = size - 1
  } else {
    start = Number(from)
    end = to ? Math.min(Number(to), size - 1) : size - 1
  }
  if (start > end || start >= size) return 'bad'
  return { start, end }
}

/**
 * A stored file as an HTTP answer: ETag and 304, Range and 206, HEAD without a body. (Next.js
 * sends route-handler bodies chunked and drops Content-Length; Content-Range carries the size.)
 */
export function fileResponse(request: Request, served: Served): Response {
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'Content-Type': served.type,
    ETag: served.etag,
    'Cache-Control': FILE_CACHE_CONTROL,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    ...(served.vary ? { Vary: served.vary } : {}),
  }
  if (isFresh(request, served.etag)) return new Response(null, { status: 304, headers })
  const ifRange = request.headers.get('if-range')
  const range = ifRange && ifRange !== served.etag ? null : parseRange(request.headers.get('range'), served.size)
  if (range === 'bad') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${served.size}` } })
  }
  const start = range?.start ?? 0
  const end = range?.end ?? served.size - 1
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${served.size}`
  const status = range ? 206 : 200
  if (request.method === 'HEAD' || served.size === 0) return new Response(null, { status, headers })
  const stream = Readable.toWeb(fs.createReadStream(served.file, { start, end })) as ReadableStream
  return new Response(stream, { status, headers })
}
