import type { Payload, Where } from 'payload'

import { schoolIdOf } from '@/access/roles'
import type { User } from '@/payload-types'

/**
 * `where` narrowed to the member's school. Lists that are public to read (media, the disclosure,
 * every published record) are not narrowed by the member's access, so the office's figures and
 * lists narrow them here; a platform admin's are every school's.
 */
export function ownSchoolWhere(user: User, where?: Where): Where | undefined {
  const school = schoolIdOf(user)
  return school === undefined ? where : { and: [{ school: { equals: school } }, ...(where ? [where] : [])] }
}

/** A list's name as the admin's navigation shows it ("News", "Gallery albums"). */
export function pluralLabel(payload: Payload, collection: string): string {
  const plural = payload.collections[collection as keyof typeof payload.collections]?.config.labels.plural
  return typeof plural === 'string' ? plural : collection
}
