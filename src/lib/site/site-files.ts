import type { School } from '@/payload-types'

import { type QueryPageParams, schoolByCode } from './school'
import { siteOrigin } from './site-origin'

type Params = QueryPageParams['params']

/**
 * A GET handler for one of a school's site files (robots.txt, the sitemap, feeds, icons): the
 * school from the path the proxy wrote, the origin from the request, the answer kept by browsers
 * and shared caches for five minutes.
 */
export function siteFile(
  type: string,
  build: (school: School, origin: string, params: Params) => Promise<string | Uint8Array | null> | string | Uint8Array,
) {
  return async function GET(request: Request, { params }: { params: Params }) {
    const school = await schoolByCode((await params).school)
    const body = school && (await build(school, siteOrigin(request.headers), params))
    if (!body) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
    return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
      headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=300' },
    })
  }
}
