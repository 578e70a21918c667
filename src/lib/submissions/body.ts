import { tooLargeMessage } from '../server/http-policy.mjs'

/** A request body larger than its endpoint allows, in the words the HTTP server uses for one. */
export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(tooLargeMessage(maxBytes))
  }
}

/**
 * Reads a request body as text, counting bytes as they arrive: a body without Content-Length
 * (chunked) is cut off at `maxBytes`, never read whole into memory first.
 */
export async function readCappedText(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) throw new BodyTooLarge(maxBytes)
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new BodyTooLarge(maxBytes)
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}
