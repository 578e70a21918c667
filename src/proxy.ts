import { NextResponse, type NextRequest } from 'next/server'

import { ROUTE_BY_LOWERCASE } from '@/lib/routes'

/** A mistyped case (/aboutus, /NEWS) is sent to the SPEC route, query string kept. */
export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname.replace(/\/+$/, '')
  const route = ROUTE_BY_LOWERCASE[path.slice(1).toLowerCase()]
  if (route && path !== `/${route}`) {
    const url = request.nextUrl.clone()
    url.pathname = `/${route}`
    return NextResponse.redirect(url, 308)
  }
  return NextResponse.next()
}

export const config = {
  // The admin, both APIs and built assets are left alone; other paths are looked up in the table.
  matcher: ['/((?!admin|cms-api|api/|_next|favicon).+)'],
}
