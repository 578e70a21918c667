import { NextResponse, type NextRequest } from 'next/server'

import { schoolCodeForHost } from '@/lib/domains'
import { ROUTE_BY_LOWERCASE } from '@/lib/routes'
import { internalPath } from '@/lib/site-path'

const decodes = (text: string) => {
  try {
    decodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

/**
 * A mistyped case (/aboutus, /NEWS) is sent to the SPEC route, query string kept. Every other
 * page address is rendered as the school of its host (lib/site-path.ts), which is what keeps two
 * schools' cached pages apart. API paths whose percent-encoding is not UTF-8 are refused here:
 * Next.js would answer them with a 500.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname.startsWith('/api/')) {
    return pathname.includes('%') && !decodes(pathname)
      ? NextResponse.json({ error: 'The address is not valid.' }, { status: 400 })
      : NextResponse.next()
  }
  const path = pathname.replace(/\/+$/, '')
  const route = ROUTE_BY_LOWERCASE[path.slice(1).toLowerCase()]
  if (route && path !== `/${route}`) {
    const url = request.nextUrl.clone()
    url.pathname = `/${route}`
    return NextResponse.redirect(url, 308)
  }
  const url = request.nextUrl.clone()
  url.pathname = internalPath(schoolCodeForHost(request.headers.get('host')), path, searchParams)
  return NextResponse.rewrite(url)
}

export const config = {
  // API paths reach the proxy only when they hold percent-encoding (running it on every API call
  // cost a third of the API's throughput); the admin, its API and built assets are left alone.
  // Everything else, /favicon.ico and /robots.txt included, is the school's own, but the
  // benchmark's empty page (app/(bench)), which belongs to no school.
  matcher: ['/api/:path(.*%.*)', '/', '/((?!admin(?:/|$)|cms-api(?:/|$)|api/|_next/|bench-empty$).+)'],
}
