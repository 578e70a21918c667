import fs from 'node:fs/promises'

import { apiError, SERVER_ERROR } from '@/lib/api/http'

import { fileResponse } from './file-response'
import { canResize, pickFormat, pickWidth, TOO_MANY_PIXELS, variantOf, WIDTH_ERROR } from './image-variants'
import { overLimit } from './limited-sharp'
import { findStoredFile, isRefusal } from './stored-file'
import { logFailure } from '@/lib/platform/log'

const CONTENT_TYPE: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/**
 * GET /api/image/{path} and /api/image?url={path} (SPEC §7): a file of the public store, whole or
 * by range; with ?w= a picture resized to that width, as AVIF or WebP when the client takes them.
 */
export async function serveImage(request: Request, requested: string, search: URLSearchParams): Promise<Response> {
  const widths = search.getAll('w')
  if (widths.length > 1) return apiError(400, 'Give w once.')
  const width = widths.length ? pickWidth(widths[0]) : null
  if (widths.length && width === null) return apiError(400, WIDTH_ERROR)
  const found = await findStoredFile(requested)
  if (isRefusal(found)) return apiError(found.status, found.error)
  const original = `"${found.size.toString(36)}-${Math.floor(found.mtimeMs).toString(36)}"`
  if (!width) return fileResponse(request, { ...found, etag: original })
  if (!canResize(found)) return apiError(400, 'Only pictures can be resized; ask for this file without w.')
  const format = pickFormat(request.headers.get('accept'), found.type)
  try {
    const file = await variantOf(found, width, format)
    const { size } = await fs.stat(file)
    return fileResponse(request, {
      file,
      size,
      type: CONTENT_TYPE[format],
      etag: `"${original.slice(1, -1)}-${width}-${format}"`,
      vary: 'Accept',
    })
  } catch (error) {
    // Stored before uploads were held to the limit: refused from its header, never decoded.
    if (await overLimit(found.file)) return apiError(422, TOO_MANY_PIXELS)
    logFailure(`resizing ${found.name}`, error)
    return apiError(500, SERVER_ERROR)
  }
}
