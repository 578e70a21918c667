import { cookies, draftMode } from 'next/headers'

import { parseId } from '@/lib/content/listing'
import { env } from '@/lib/platform/env'
import { payloadClient } from '@/lib/platform/payload'
import { relationId } from '@/lib/platform/relation'
import type { School } from '@/payload-types'

import { PREVIEW_REFUSED } from './messages'
import { isPreviewCollection, publicPathOf } from './paths'
import { mayPreview, type Previewer } from './session'

/**
 * The preview route (`/preview?collection=news&id=12`, opened from the admin's Preview button and
 * Live Preview): only a signed-in member of the school whose site this is may turn on Next.js's
 * draft mode, and only for a record of that school; the answer then sends them to the page the
 * record shows on. Everyone else is told why not, and draft mode stays off.
 */
const DRAFT_COOKIE = '__prerender_bypass'

const answer = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/** Next.js marks its draft cookie Secure and SameSite=None; the site's own rule for staff cookies holds instead. */
async function setDraftCookie(on: boolean) {
  const mode = await draftMode()
  if (on) mode.enable()
  else mode.disable()
  const jar = await cookies()
  jar.set({
    name: DRAFT_COOKIE,
    value: on ? (jar.get(DRAFT_COOKIE)?.value ?? '') : '',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.secureCookies,
    path: '/',
    ...(on ? {} : { expires: new Date(0) }),
  })
}

export async function openPreview(school: School | null, request: Request): Promise<Response> {
  const search = new URL(request.url).searchParams
  const collection = search.get('collection')
  const id = parseId(search.get('id') ?? undefined)
  if (!school || !isPreviewCollection(collection) || !id) return answer(400, PREVIEW_REFUSED.badRequest)
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const member = user as Previewer | null
  if (!member || member.collection !== 'users') return answer(403, PREVIEW_REFUSED.signIn)
  if (!mayPreview(member, school.id)) return answer(403, PREVIEW_REFUSED.otherSchool)
  // Read with the member's own access: staff find their school's records only.
  const { docs } = await payload.find({
    collection,
    where: { id: { equals: id } },
    draft: true,
    depth: 0,
    limit: 1,
    overrideAccess: false,
    user: member,
  })
  const doc = docs[0] as unknown as Record<string, unknown> | undefined
  if (!doc) return answer(404, PREVIEW_REFUSED.notFound)
  // This site shows its own school only (proxy.ts); a platform admin's record of another school
  // would show nothing here.
  if (Number(relationId(doc.school)) !== school.id) return answer(409, PREVIEW_REFUSED.elsewhere)
  await setDraftCookie(true)
  return new Response(null, {
    status: 303,
    headers: { Location: publicPathOf(collection, doc), 'Cache-Control': 'no-store' },
  })
}

/** Leaves preview: draft mode off, back to the page the member was looking at (on this site only). */
export async function exitPreview(request: Request): Promise<Response> {
  await setDraftCookie(false)
  const host = request.headers.get('host')
  let back = '/'
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    // One leading slash only: `//other.example/` would send the browser to another site.
    if (host && referer.host === host) back = `/${referer.pathname.replace(/^[/\\]+/, '')}${referer.search}`
  } catch {
    // No or a malformed Referer: the home page.
  }
  return new Response(null, { status: 303, headers: { Location: back, 'Cache-Control': 'no-store' } })
}
