import type { Endpoint, PayloadHandler } from 'payload'

export const JSON_ONLY_MESSAGE = 'Send the request as JSON (Content-Type: application/json).'

/**
 * Our endpoints that change something take JSON only. A form on another page can send a POST of
 * text/plain, form-urlencoded or multipart without asking, but a fetch of application/json from
 * another site needs the server's leave first (a CORS preflight, which this site never gives).
 */
export function jsonOnly(endpoint: Endpoint): Endpoint {
  if (endpoint.method === 'get') return endpoint
  const handler: PayloadHandler = (req) => {
    const type = req.headers.get('content-type') ?? ''
    if (!/^application\/json\s*(?:;|$)/i.test(type))
      return Response.json({ error: JSON_ONLY_MESSAGE }, { status: 415, headers: { 'Cache-Control': 'no-store' } })
    return endpoint.handler(req)
  }
  return { ...endpoint, handler }
}
