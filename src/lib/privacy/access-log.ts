import type { CollectionAfterOperationHook, Payload, PayloadRequest } from 'payload'

import { schoolIdOf } from '@/access/roles'
import { logFailure } from '@/lib/platform/log'
import { relationId } from '@/lib/platform/relation'

/**
 * Who saw what (DPDP Rules r. 6(1)(c), (e)): each time a member of staff opens, exports or reveals a
 * record holding personal data, an entry names who, what and when; entries go after a year. Our
 * own code reads with overrideAccess and is not a member looking, so it writes none.
 */
export type AccessAction = 'open' | 'export' | 'reveal'

/** How long the log is kept (r. 6(1)(e): one year), in days. */
export const ACCESS_LOG_DAYS = 365

type Entry = { action: AccessAction; collection: string; ids: (number | string)[]; school?: number | null }

/** Writes one entry per record; a failure to write is logged, never the member's reading refused. */
export async function recordAccess(
  req: Pick<PayloadRequest, 'payload' | 'user'> & Partial<PayloadRequest>,
  entry: Entry,
) {
  const user = req.user
  if (!user || !entry.ids.length) return
  const actor = (user as { email?: string }).email ?? `user #${user.id}`
  try {
    for (const id of entry.ids)
      await req.payload.create({
        collection: 'access-log',
        data: {
          actor,
          action: entry.action,
          record: `${entry.collection} #${id}`,
          school: entry.school ?? schoolIdOf(user) ?? null,
        },
        overrideAccess: true,
        depth: 0,
        req: req as PayloadRequest,
      })
  } catch (error) {
    logFailure('access-log', error)
  }
}

/** The admin's document view reads a record more than once as it opens: one entry a minute is the opening. */
async function openedJustNow(req: PayloadRequest, record: string) {
  const { totalDocs } = await req.payload.count({
    collection: 'access-log',
    where: {
      and: [
        { record: { equals: record } },
        { actor: { equals: (req.user as { email?: string }).email ?? '' } },
        { createdAt: { greater_than: new Date(Date.now() - 60_000).toISOString() } },
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * The collection hook: a record opened by a member (the admin's document view, a REST read of one
 * record), read with the member's own access, is logged.
 */
export const logOpening: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'findByID' || !req.user || (args as { overrideAccess?: boolean }).overrideAccess !== false)
    return result
  const doc = result as { id?: number | string; school?: unknown } | null
  const collection = (args as { collection: { config: { slug: string } } }).collection.config.slug
  if (doc?.id != null && !(await openedJustNow(req, `${collection} #${doc.id}`)))
    await recordAccess(req, {
      action: 'open',
      collection,
      ids: [doc.id],
      school: relationId(doc.school) as number | undefined,
    })
  return result
}

/** Entries older than a year, gone (the nightly retention job); returns how many. */
export async function purgeAccessLog(payload: Payload, now = new Date(), req?: PayloadRequest): Promise<number> {
  const before = new Date(now.getTime() - ACCESS_LOG_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const { docs } = await payload.delete({
    collection: 'access-log',
    where: { createdAt: { less_than: before } },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.length
}
