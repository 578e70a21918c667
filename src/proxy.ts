import { NextResponse, type NextRequest } from 'next/server'

import { schoolCodeForHost } from '@/lib/site/domains'
import { env } from '@/lib/platform/env'
import { ROUTE_BY_LOWERCASE } from '@/lib/site/routes'
import { SETUP_COOKIE, SETUP_COOKIE_PATH, SETUP_PARAM, SETUP_TOKEN_SHAPE } from '@/lib/accounts/setup-link'
import { internalPath } from '@/lib/site/site-path'
import { DEFAULT_LOCALE, LOCALE_HEADER, isLocale, localePath, splitLocale, type Locale } from '@/i18n/locales.mjs'

const decodes = (text: string) => {
  try {
    decodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

/**
 * A mistyped case (/aboutus, /NEWS, /ml/news) is sent to the SPEC route, query string kept. Every
 * other page address is rendered as the school of its host in the language of its path
 * (lib/site/site-path.ts), which is what keeps two schools' and two languages' cached pages apart. API paths whose percent-encoding is not UTF-8 are refused here:
 * Next.js would answer them with a 500.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (pathname === FIRST_ACCOUNT_PAGE) return carrySetupToken(request)
  if (CREATE_PAGE.test(pathname)) return createInFirstLanguage(request)
  if (pathname.startsWith('/api/')) {
    return pathname.includes('%') && !decodes(pathname)
      ? NextResponse.json({ error: 'The address is not valid.' }, { status: 400 })
      : NextResponse.next()
  }
  const path = pathname.replace(/\/+$/, '')
  const { locale, path: routePath } = splitLocale(path)
  const route = ROUTE_BY_LOWERCASE[routePath.slice(1).toLowerCase()]
  if (route && routePath !== `/${route}`) {
    const url = request.nextUrl.clone()
    url.pathname = localePath(locale, `/${route}`)
    return NextResponse.redirect(url, 308)
  }
  const url = request.nextUrl.clone()
  url.pathname = internalPath(schoolCodeForHost(request.headers.get('host')), path, searchParams)
  const forwarded = new Headers(request.headers)
  forwarded.set(LOCALE_HEADER, locale)
  return NextResponse.rewrite(url, { request: { headers: forwarded } })
}

const FIRST_ACCOUNT_PAGE = '/admin/create-first-user'

/**
 * The setup link (lib/accounts/setup-link.ts) opens Payload's create-first-user screen, whose form posts
 * to /cms-api/users/first-register without the page's query: the token goes along as a cookie
 * sent to that one address only. Whether it is right is checked there, when the account is made.
 * Only the page's own load sets it: the form's server actions post to the same address, and a
 * cookie set by a server action makes Next.js refresh the page, which empties what was typed.
 */
function carrySetupToken(request: NextRequest) {
  const response = NextResponse.next()
  const token = request.nextUrl.searchParams.get(SETUP_PARAM)
  const pageLoad = request.method === 'GET' && !request.headers.has('rsc')
  if (pageLoad && token && SETUP_TOKEN_SHAPE.test(token)) {
    response.cookies.set(SETUP_COOKIE, token, {
      path: SETUP_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: env.secureCookies,
      maxAge: 60 * 60,
    })
  }
  return response
}

const CREATE_PAGE = /^\/admin\/collections\/[^/]+\/create\/?$/

/**
 * A new record opens in the installation's first language (English), not in the one the admin
 * last showed: Payload takes the language from the address (?locale=), else from the member's
 * last choice, which a Malayalam edit leaves on Malayalam. A create page asked for without a
 * language is sent to the same page in the language the clerk chose on that collection's list
 * (Payload's Language menu there puts it in the list's address, and its "Create New" link leaves
 * it out), else in English; one that names its language opens as chosen. Only the page's own
 * requests: its server actions post to the same address.
 */
function createInFirstLanguage(request: NextRequest) {
  const named = request.nextUrl.searchParams.has('locale')
  if (named || request.method !== 'GET' || request.headers.has('next-action')) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.searchParams.set('locale', chosenOnList(request) ?? DEFAULT_LOCALE)
  return NextResponse.redirect(url, 307)
}

/**
 * The language in the address of the collection's list the create page was opened from, read
 * from the request's Referer (browsers send a same-site page's whole address). From anywhere
 * else (the dashboard, another record, a typed address) there is no choice to keep. A Referer
 * from another site can only pick one of the two languages, so it is not checked further.
 */
function chosenOnList(request: NextRequest): Locale | null {
  const referer = request.headers.get('referer')
  if (!referer || !URL.canParse(referer)) return null
  const from = new URL(referer)
  const list = request.nextUrl.pathname.replace(/\/create\/?$/, '')
  if (from.pathname.replace(/\/$/, '') !== list) return null
  const locale = from.searchParams.get('locale')
  return isLocale(locale) ? locale : null
}

export const config = {
  // API paths reach the proxy only when they hold percent-encoding (running it on every API call
  // cost a third of the API's throughput); the admin, its API and built assets are left alone.
  // Everything else, /favicon.ico and /robots.txt included, is the school's own, but the
  // benchmark's empty page (app/(bench)), which belongs to no school.
  // The create-first-user screen passes to carry the setup link's token, a create page to open in
  // English or in the language chosen on its list.
  matcher: [
    '/api/:path(.*%.*)',
    '/',
    '/admin/create-first-user',
    '/admin/collections/:collection/create',
    '/((?!admin(?:/|$)|cms-api(?:/|$)|api/|_next/|bench-empty$).+)',
  ],
}
