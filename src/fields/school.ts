import type { Field, FieldHook } from 'payload'
import { APIError, ValidationError } from 'payload'

import { isPlatformAdmin, schoolIdOf } from '@/access/roles'
import { onlySchool, schoolForNewRecords } from '@/lib/platform/school-for-new-records'
import { onlySchoolId } from '@/lib/site/domains'

export const SCHOOL_LABEL = 'School'
export const SCHOOL_MISSING = 'Choose the school this belongs to.'
export const SCHOOL_UNKNOWN = 'There is no such school on this website.'

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

/**
 * A record left without a school (a platform admin's, a script's, the API's) takes the one school
 * of a one-school installation, else the school the platform admin works on. When there is none to
 * take, the refusal names School here, before any check of what the record points at (a file of
 * "another school") could speak for it.
 */
const fillOrRefuse: FieldHook = async ({ collection, path, req, value }) => {
  const refuse = (message: string) => {
    throw new ValidationError({
      collection: collection?.slug,
      errors: [{ path: path.join('.'), label: SCHOOL_LABEL, message }],
      req,
    })
  }
  if (value == null || value === '') {
    const school = await schoolForNewRecords(req)
    if (school === undefined) refuse(SCHOOL_MISSING)
    return school
  }
  // Hidden, the field skips Payload's own check that the school exists (a missing one failed in the database).
  if (isPlatformAdmin(req.user) && onlySchoolId() !== undefined) {
    const only = await onlySchool(req)
    if (only !== undefined && String(only) !== String(value)) refuse(SCHOOL_UNKNOWN)
  }
  return value
}

/** What every school field shares: whom it is pinned to, which schools it offers. */
const base = {
  name: 'school',
  label: SCHOOL_LABEL,
  type: 'relationship',
  relationTo: 'schools',
  index: true,
  filterOptions: ({ user }) => (isPlatformAdmin(user) ? true : { id: { equals: schoolIdOf(user) ?? -1 } }),
} satisfies Field

/**
 * Whether a form asks which school: only a platform admin's, and only with several schools. Staff
 * write into their own school, and a one-school installation's records all belong to it.
 */
export const asksForSchool = (user: Parameters<typeof isPlatformAdmin>[0]): boolean =>
  isPlatformAdmin(user) && onlySchoolId() === undefined

/** The school a record belongs to, hidden where there is nothing to choose (asksForSchool). */
export const schoolField = (): Field => ({
  ...base,
  required: true,
  defaultValue: ({ req }) => schoolForNewRecords(req),
  hooks: { beforeValidate: [pinToOwnSchool, fillOrRefuse] },
  admin: {
    position: 'sidebar',
    condition: (_data, _sibling, { user }) => asksForSchool(user),
  },
})

/**
 * The school of what may also concern the whole platform (the audit log): staff's own school, but
 * nothing filled in for a platform admin or the system, whose entries belong to no school.
 */
export const optionalSchoolField = (): Field => ({
  ...base,
  defaultValue: ({ user }) => schoolIdOf(user),
  hooks: { beforeValidate: [pinToOwnSchool] },
  admin: { position: 'sidebar', condition: (_data, _sibling, { user }) => isPlatformAdmin(user) },
})

export const DEMO_LABEL = 'Sample added at setup (safe to delete)'

/**
 * Marks seeded sample records so staff can filter them and delete them together. Shown on a
 * sample only, where it tells the office the record may go; an empty box on every record of its
 * own told it nothing. The lists' filter offers it either way.
 */
export const demoField = (): Field => ({
  name: 'demo',
  type: 'checkbox',
  label: DEMO_LABEL,
  defaultValue: false,
  index: true,
  admin: { position: 'sidebar', readOnly: true, condition: (data) => data?.demo === true },
})
