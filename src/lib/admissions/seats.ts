import type { Payload } from 'payload'

import type { siteReads } from '@/lib/preview/session'

import { HOLDS_SEAT } from './pipeline'
import type { AdmissionClass } from './season'

/*
 * Reads of a school's season given the Payload instance (the store and the tests pass theirs);
 * the site's cached read of it is queries.ts.
 */

/** How many of a session's applications hold a seat, per class. */
export async function seatsTaken(payload: Payload, session: number): Promise<Partial<Record<AdmissionClass, number>>> {
  const { docs } = await payload.find({
    collection: 'admission-registrations',
    where: { and: [{ session: { equals: session } }, { status: { in: HOLDS_SEAT } }] },
    select: { class: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const taken: Partial<Record<AdmissionClass, number>> = {}
  for (const { class: cls } of docs) taken[cls] = (taken[cls] ?? 0) + 1
  return taken
}

/** How many of a session's applications for one class hold a seat: what the store asks before taking one more. */
export async function seatsTakenIn(payload: Payload, session: number, cls: AdmissionClass): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'admission-registrations',
    where: { and: [{ session: { equals: session } }, { class: { equals: cls } }, { status: { in: HOLDS_SEAT } }] },
    overrideAccess: true,
  })
  return totalDocs
}

/** The session the site shows: the school's latest year, read as `reads` says (the store's: everything, in English). */
export async function latestSession(
  payload: Payload,
  school: number,
  reads: ReturnType<typeof siteReads> | { overrideAccess: true } = { overrideAccess: true },
) {
  const { docs } = await payload.find({
    collection: 'admission-sessions',
    where: { school: { equals: school } },
    sort: '-year',
    limit: 1,
    depth: 0,
    ...reads,
  })
  return docs[0] ?? null
}
