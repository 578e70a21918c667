import type { PayloadRequest } from 'payload'

import { fileResponse } from './file-response'
import type { StoredCollection } from './bucket'
import { privateFileBytes, publicFile } from './object-store'
import { checkPath, NOT_FOUND, uploadContentType } from './stored-file'

/*
 * How Payload's file routes (/cms-api/media/file/…, /cms-api/private-files/file/…) send a stored
 * file, for both stores (the disk and the bucket). Payload would name the type from the file's
 * bytes or the bucket's word, so a file that came in some other way (an import, a restored
 * bucket) could be served as text/html and run script on the site's own origin. Here only the
 * upload allow-list's types are served inline; anything else goes as an attachment of no type.
 * Payload has already checked that the file belongs to a record the visitor may read.
 */

const ATTACHMENT_TYPE = 'application/octet-stream'

/** The type a file is served inline as, or null when it goes as an attachment. */
export function inlineType(filename: string, allowed: readonly string[]): string | null {
  const type = uploadContentType(filename)
  return type && allowed.includes(type) ? type : null
}

const disposition = (filename: string, inline: boolean) =>
  `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(filename)}`

const notFound = () => Response.json({ errors: [{ message: NOT_FOUND.error }] }, { status: NOT_FOUND.status })

/** An upload collection's handler (upload.handlers), before Payload's own and the bucket adapter's. */
export const servedUpload =
  (collection: StoredCollection, allowed: readonly string[]) =>
  async (req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response> => {
    const filename = params.filename
    if (checkPath(filename)) return notFound()
    const type = inlineType(filename, allowed)
    const headers = {
      'Content-Disposition': disposition(filename, Boolean(type)),
      'X-Content-Type-Options': 'nosniff',
    }
    if (collection === 'media') {
      const found = await publicFile(filename)
      if (!found) return notFound()
      const answer = fileResponse(req as unknown as Request, {
        ...found,
        type: type ?? ATTACHMENT_TYPE,
        etag: `"${found.size.toString(36)}-${Math.floor(found.mtimeMs).toString(36)}"`,
      })
      for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value)
      return answer
    }
    // A CV or certificate: read by staff only, never kept by a browser's or proxy's cache.
    const bytes = await privateFileBytes(filename)
    if (!bytes) return notFound()
    return new Response(new Uint8Array(bytes), {
      headers: { ...headers, 'Content-Type': type ?? ATTACHMENT_TYPE, 'Cache-Control': 'private, no-store' },
    })
  }
