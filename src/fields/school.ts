import type { Field, FieldHook } from 'payload'
import { APIError } from 'payload'

import { isPlatformAdmin, schoolIdOf } from '@/access/roles'

/**
 * Staff other than platform admins always write into their own school, whatever the request says,
 * so one school's editor can never place a record in another school.
 */
const pinToOwnSchool: FieldHook = ({ value, req: { user } }) => {
  if (!user || isPlatformAdmin(user)) return value
  const own = schoolIdOf(user)
  if (own === undefined) throw new APIError('Your account is not attached to a school.', 403)
  return own
}

export const schoolField = (): Field => ({
  name: 'school',
  type: 'relationship',
  relationTo: 'schools',
  required: true,
  index: true,
  defaultValue: ({ user }) => schoolIdOf(user),
  hooks: { beforeValidate: [pinToOwnSchool] },
  filterOptions: ({ user }) => (isPlatformAdmin(user) ? true : { id: { equals: schoolIdOf(user) ?? -1 } }),
  admin: {
    position: 'sidebar',
    condition: (_data, _sibling, { user }) => isPlatformAdmin(user),
  },
})

/** Marks seeded sample records so staff can filter them and delete them together. */
export const demoField = (): Field => ({
  name: 'demo',
  type: 'checkbox',
  label: 'Demo content (seeded sample, safe to delete)',
  defaultValue: false,
  index: true,
  admin: { position: 'sidebar', readOnly: true },
})
