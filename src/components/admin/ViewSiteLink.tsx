import type { ServerProps } from 'payload'

import { schoolIdOf } from '@/access/roles'
import { env } from '@/lib/platform/env'

/**
 * "View site" in the admin's navigation: the staff member's own school at its first domain, so an
 * office that runs one of several schools looks at its own site, not the installation's default.
 */
export async function ViewSiteLink({ user, payload }: ServerProps) {
  const schoolId = schoolIdOf(user)
  const school =
    schoolId === undefined
      ? null
      : await payload
          .findByID({ collection: 'schools', id: schoolId, depth: 0, select: { domains: true } })
          .catch(() => null)
  const domain = school?.domains?.[0]
  const protocol = env.serverUrl?.startsWith('http://') ? 'http:' : 'https:'
  const href = domain ? `${protocol}//${domain}/` : '/'
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="nav__link" id="nav-view-site">
      <span className="nav__link-label">View site{domain ? ` (${domain})` : ''}</span>
    </a>
  )
}
