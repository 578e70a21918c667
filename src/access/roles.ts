import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import type { User } from '@/payload-types'

export const ROLES = ['platform-admin', 'school-admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

export const ROLE_LABELS: Record<Role, string> = {
  'platform-admin': 'Platform admin (all schools)',
  'school-admin': 'School admin (content and submissions)',
  editor: 'Editor (content only)',
}

type MaybeUser = PayloadRequest['user'] | Partial<User> | null | undefined

const asStaff = (user: MaybeUser): User | null =>
  user && (user as Partial<User>).collection === 'users' ? (user as User) : null

export const isPlatformAdmin = (user: MaybeUser): boolean => asStaff(user)?.role === 'platform-admin'

export function schoolIdOf(user: MaybeUser): number | undefined {
  const staff = asStaff(user)
  if (!staff || staff.school == null) return undefined
  return typeof staff.school === 'object' ? staff.school.id : staff.school
}

/**
 * What a signed-in staff member of the given roles may touch: everything for a platform admin,
 * their own school's records for the others, nothing for anyone else.
 */
export function staffScope(user: MaybeUser, roles: readonly Role[] = ROLES): boolean | Where {
  const staff = asStaff(user)
  if (!staff) return false
  if (staff.role === 'platform-admin') return true
  if (!roles.includes(staff.role as Role)) return false
  const school = schoolIdOf(staff)
  return school === undefined ? false : { school: { equals: school } }
}

const PUBLISHED: Where = { _status: { equals: 'published' } }

/** Content with drafts: visitors see published records only, staff see their school's. */
export const contentRead: Access = ({ req: { user } }) => (asStaff(user) ? staffScope(user) : PUBLISHED)

/** Content without drafts (faculty, trust members, disclosure): public to read. */
export const publicRead: Access = () => true

/** Any staff role may write content, within their school. */
export const contentWrite: Access = ({ req: { user } }) => staffScope(user)

/** Submissions and issued certificates: school admins of that school, platform admins. */
export const adminsOfSchool: Access = ({ req: { user } }) => staffScope(user, ['platform-admin', 'school-admin'])

/** Visitor submissions are created only by the site's own server code, never through the CMS API. */
export const nobody: Access = () => false

export const platformAdminOnly: Access = ({ req: { user } }) => isPlatformAdmin(user)

export const platformAdminField: FieldAccess = ({ req: { user } }) => isPlatformAdmin(user)
