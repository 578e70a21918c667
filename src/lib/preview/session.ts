import { AsyncLocalStorage } from 'node:async_hooks'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { schoolIdOf, isPlatformAdmin, staffScope } from '@/access/roles'
import { payloadClient } from '@/lib/platform/payload'
import type { User } from '@/payload-types'
import { STORED_LOCALE } from '@/lib/content/in-locale'

/**
 * A staff member previewing drafts. The site shows drafts only when all of these hold: the request
 * is a page being rendered (never a route handler: the public API, feeds and the sitemap keep
 * answers in shared caches), Next.js's draft mode is on (set by the preview route, which checked
 * the session), the request carries a staff session, and that member belongs to the page's school
 * (a platform admin to any). Anything less shows the published site.
 */
export type Previewer = User & { collection: 'users' }

/** Whether a member may see a school's drafts: its own staff, and platform admins. */
export const mayPreview = (user: Previewer | null | undefined, school: number): boolean =>
  isPlatformAdmin(user) || schoolIdOf(user) === school

// React's per-request cache memoises only while React renders; in a route handler each call is
// new, so this tells a page's render (where previews are allowed) from everything else.
const renderScope = cache(() => ({}))
const inPageRender = () => renderScope() === renderScope()

/** The signed-in staff member of a draft-mode page render, once per request; null otherwise. */
const draftModeMember = cache(async (): Promise<Previewer | null> => {
  try {
    if (!(await draftMode()).isEnabled) return null
    const payload = await payloadClient()
    const { user } = await payload.auth({ headers: await headers() })
    return staffScope(user) === false ? null : (user as Previewer)
  } catch {
    // Outside a request (a job, a build) there is no draft mode.
    return null
  }
})

/** The member previewing this school's page, or null when the page shows what visitors see. */
export async function previewerFor(school: number): Promise<Previewer | null> {
  if (!inPageRender()) return null
  const member = await draftModeMember()
  return member && mayPreview(member, school) ? member : null
}

const reading = new AsyncLocalStorage<Previewer>()

/** Runs a query as the previewing member: its reads then see that member's school's drafts. */
export const readAsPreviewer = <T>(member: Previewer, read: () => Promise<T>): Promise<T> => reading.run(member, read)

/**
 * How every query of the public site reads: as a visitor (published records only, by the
 * collections' read access), or inside a preview as the member, latest drafts included; in every
 * language, for the page's to be picked (lib/content/in-locale.ts).
 */
export function siteReads(): {
  overrideAccess: false
  locale: typeof STORED_LOCALE
  draft?: true
  user?: Previewer
} {
  const member = reading.getStore()
  const base = { overrideAccess: false, locale: STORED_LOCALE } as const
  return member ? { ...base, draft: true, user: member } : base
}

/** The same for Payload calls that take no `draft` option (counts, distinct values). */
export function siteAccess(): { overrideAccess: false; user?: Previewer } {
  const member = reading.getStore()
  return member ? { overrideAccess: false, user: member } : { overrideAccess: false }
}
