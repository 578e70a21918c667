import type { Access, AccessResult, CollectionConfig, FieldAccess } from 'payload'
import { APIError } from 'payload'

import { ROLE_LABELS, ROLES, isPlatformAdmin, schoolIdOf, staffScope } from '@/access/roles'

const canAssignRoles: FieldAccess = ({ req: { user } }) => staffScope(user, ['school-admin']) !== false

/** A school admin manages their school's staff; an editor sees only their own account. */
const ownSchoolOrSelf: Access = ({ req: { user } }): AccessResult => {
  if (!user) return false
  if (isPlatformAdmin(user)) return true
  if (user.role === 'school-admin') return { school: { equals: schoolIdOf(user) ?? -1 } }
  return { id: { equals: user.id } }
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff account', plural: 'Staff accounts' },
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  admin: { group: 'Settings', useAsTitle: 'email', defaultColumns: ['email', 'name', 'role', 'school'] },
  access: {
    read: ownSchoolOrSelf,
    create: ({ req: { user } }) => staffScope(user, ['school-admin']) !== false,
    update: ownSchoolOrSelf,
    delete: ({ req: { user } }): AccessResult => {
      if (!user) return false
      if (isPlatformAdmin(user)) return true
      return user.role === 'school-admin' ? { school: { equals: schoolIdOf(user) ?? -1 } } : false
    },
  },
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        // The very first account (create-first-user screen or ADMIN_EMAIL) runs the platform.
        if (operation === 'create') {
          const { totalDocs } = await req.payload.count({ collection: 'users', req })
          if (totalDocs === 0) return { ...data, role: 'platform-admin', school: null }
        }
        const actor = req.user
        if (actor && !isPlatformAdmin(actor)) {
          if (data.role === 'platform-admin') throw new APIError('Only a platform admin can grant that role.', 403)
          if (actor.role === 'school-admin') data.school = schoolIdOf(actor)
        }
        if (data.role && data.role !== 'platform-admin' && !data.school) {
          throw new APIError('A school admin or editor must belong to a school.', 400)
        }
        return data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: { update: canAssignRoles, create: canAssignRoles },
      saveToJWT: true,
    },
    {
      name: 'school',
      type: 'relationship',
      relationTo: 'schools',
      index: true,
      saveToJWT: true,
      access: { update: ({ req: { user } }) => isPlatformAdmin(user), create: canAssignRoles },
      admin: { condition: (data) => data?.role !== 'platform-admin' },
    },
  ],
}
