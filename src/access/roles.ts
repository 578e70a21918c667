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

/** Only a school's own admin handles its people's data (Aadhaar reveal, export, erasure). */
export const isSchoolAdmin = (user: MaybeUser): boolean => asStaff(user)?.role === 'school-admin'

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

/**
 * The school record itself: a platform admin edits any, a school admin their own (the record is
 * the school, so its id stands where other records have a school field).
 */
export const ownSchoolRecord: Access = ({ req: { user } }) => {
  const scope = staffScope(user, ['school-admin'])
  return typeof scope === 'boolean' ? scope : { id: { equals: schoolIdOf(user) } }
}

const PUBLISHED: Where = { _status: { equals: 'published' } }

/** Content with drafts: visitors see published records only, staff see their school's. */
export const contentRead: Access = ({ req: { user } }) => (asStaff(user) ? staffScope(user) : PUBLISHED)

/** Content without drafts (faculty, trust members, disclosure): public to read. */
export const publicRead: Access = () => true

/** Any staff role may write content, within their school. */
export const contentWrite: Access = ({ req: { user } }) => staffScope(user)

/** Who publishes content: school admins (and platform admins); editors save drafts for review. */
export const mayPublish = (user: MaybeUser): boolean => staffScope(user, ['platform-admin', 'school-admin']) !== false

/**
 * Content with drafts: any staff role saves drafts within their school; only those who publish
 * may save it published. Payload asks this with `_status: 'published'` to decide whether the
 * admin offers Publish (and Schedule Publish) at all.
 */
export const draftsWrite: Access = ({ req: { user }, data }) =>
  (data as { _status?: unknown } | undefined)?._status === 'published' && !mayPublish(user) ? false : staffScope(user)

/**
 * Content with drafts: a published record is removed only by those who publish; editors remove
 * drafts that never went out. The admin asks this per record, so editors see no Delete on a
 * published one (the CMS API tells them who may: hooks/editors-save-drafts.ts).
 */
export const draftsDelete: Access = ({ req: { user } }) => {
  const scope = staffScope(user)
  if (typeof scope === 'boolean' || mayPublish(user)) return scope
  return { and: [scope, { _status: { not_equals: 'published' } }] }
}

/**
 * What is public the moment it is saved, with no draft to review (the school's profile tables, a
 * media file's removal): written only by those who publish.
 */
export const publishersOnly: Access = ({ req: { user } }) => staffScope(user, ['platform-admin', 'school-admin'])

const INBOX_ROLES: readonly Role[] = ['platform-admin', 'school-admin']

/** Submissions and issued certificates: school admins of that school, platform admins. */
export const adminsOfSchool: Access = ({ req: { user } }) => staffScope(user, INBOX_ROLES)

/** Whether the member reads the inbox at all (the dashboard leaves it out for editors). */
export const readsInbox = (user: MaybeUser): boolean => staffScope(user, INBOX_ROLES) !== false

/** Visitor submissions are created only by the site's own server code, never through the CMS API. */
export const nobody: Access = () => false

export const platformAdminOnly: Access = ({ req: { user } }) => isPlatformAdmin(user)

export const platformAdminField: FieldAccess = ({ req: { user } }) => isPlatformAdmin(user)

/**
 * Staff accounts a member may see and edit: every account for a platform admin; for a school
 * admin, their school's accounts but never a platform admin's; for an editor, their own.
 */
export const staffAccounts: Access = ({ req: { user } }) => {
  const staff = asStaff(user)
  if (!staff) return false
  if (staff.role === 'platform-admin') return true
  if (staff.role === 'school-admin') {
    const scope: Where = {
      and: [{ school: { equals: schoolIdOf(staff) ?? -1 } }, { role: { not_equals: 'platform-admin' } }],
    }
    return scope
  }
  return { id: { equals: staff.id } }
}

/** Accounts a member may remove: as staffAccounts, but an editor removes none. */
export const removableStaffAccounts: Access = (args) => {
  const staff = asStaff(args.req.user)
  return staff?.role === 'editor' ? false : staffAccounts(args)
}

/** School admins and platform admins create staff accounts. */
export const createsStaffAccounts: Access = ({ req: { user } }) => staffScope(user, ['school-admin']) !== false

export const assignsRoles: FieldAccess = ({ req: { user } }) => staffScope(user, ['school-admin']) !== false

/**
 * Versions (drafts and history) of content: staff of the record's school only, never visitors.
 * Payload applies this to the versions table, where the record's fields sit under `version`.
 */
export const versionsRead: Access = ({ req: { user } }) => {
  const scope = staffScope(user)
  return typeof scope === 'boolean' ? scope : { 'version.school': { equals: schoolIdOf(user) ?? -1 } }
}
