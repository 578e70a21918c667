import type { Payload, PayloadRequest, Where } from 'payload'

import type { AdmissionClass } from './season'

/** "JRSBKL/2026-27/I/0042": the school's code, the session's year, the class and its place in the class's run. */
export const applicationNumber = (code: string, year: string, cls: AdmissionClass, seq: number) =>
  `${code}/${year}/${cls}/${String(seq).padStart(4, '0')}`

/**
 * The next number of a class in a session, taken inside the caller's transaction: the class's
 * counter is raised in one statement (`last = last + 1`), which on PostgreSQL holds the row until
 * the transaction ends and on SQLite runs in the one writer's turn, so racing applications wait
 * for each other's commit and get consecutive numbers. A transaction that fails gives its number
 * back with its rollback: no gap. The class's first application makes the counter; two first
 * applications at once meet the unique index and the caller tries again.
 */
export async function nextSeq(
  payload: Payload,
  session: number,
  cls: AdmissionClass,
  req: PayloadRequest,
): Promise<number> {
  const where: Where = { and: [{ session: { equals: session } }, { class: { equals: cls } }] }
  const { docs } = await payload.find({
    collection: 'admission-numbers',
    where,
    limit: 1,
    depth: 0,
    select: { last: true },
    overrideAccess: true,
    req,
  })
  if (!docs[0]) {
    // Counters are not in a school's export: after an import the class's run goes on from its last application.
    const { docs: last } = await payload.find({
      collection: 'admission-registrations',
      where,
      sort: '-seq',
      limit: 1,
      depth: 0,
      select: { seq: true },
      overrideAccess: true,
      req,
    })
    const next = (last[0]?.seq ?? 0) + 1
    await payload.create({
      collection: 'admission-numbers',
      data: { session, class: cls, last: next },
      overrideAccess: true,
      req,
    })
    return next
  }
  const raised = (await payload.db.updateOne({
    collection: 'admission-numbers',
    id: docs[0].id,
    data: { last: { $inc: 1 } },
    req,
  })) as { last?: number } | null
  if (typeof raised?.last !== 'number') throw new Error('The application counter could not be raised.')
  return raised.last
}
