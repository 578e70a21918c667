import type { Payload, PayloadRequest } from 'payload'

import { isPlatformAdmin, schoolIdOf } from '@/access/roles'
import { relationId } from './relation'

type Staff = Parameters<typeof isPlatformAdmin>[0]

/** The Payload user preference holding the school a platform admin works on (the nav's switcher). */
export const SCHOOL_PREFERENCE = 'school-for-new-records'

/** The school a platform admin chose in the admin's switcher, if any. */
export async function chosenSchool(
  payload: Payload,
  user: Staff | undefined,
  req?: PayloadRequest,
): Promise<number | undefined> {
  const id = user && isPlatformAdmin(user) ? user.id : undefined
  if (id == null) return undefined
  const { docs } = await payload.find({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: SCHOOL_PREFERENCE } },
        { 'user.relationTo': { equals: 'users' } },
        { 'user.value': { equals: id } },
      ],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const school = Number(relationId(docs[0]?.value))
  return Number.isInteger(school) && school > 0 ? school : undefined
}

/**
 * The installation's school when it has exactly one, from the database (two ids at most), so a
 * save through the API or a script gets it as surely as the admin's form.
 */
export async function onlySchool(req: PayloadRequest): Promise<number | undefined> {
  const { docs } = await req.payload.find({
    collection: 'schools',
    depth: 0,
    limit: 2,
    pagination: false,
    overrideAccess: true,
    select: {},
    req,
  })
  return docs.length === 1 ? docs[0].id : undefined
}

/**
 * Where a new record goes when its school is not given: a member's own school; the one school of
 * a one-school installation; else the school a platform admin chose to work on.
 */
export async function schoolForNewRecords(req: PayloadRequest): Promise<number | undefined> {
  return schoolIdOf(req.user) ?? (await onlySchool(req)) ?? (await chosenSchool(req.payload, req.user, req))
}
