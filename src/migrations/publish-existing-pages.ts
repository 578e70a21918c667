import type { Payload, PayloadRequest } from 'payload'

/**
 * Pages written before they had drafts were live, and stay so: each is saved once as published,
 * which gives it its first version. Payload reads drafts, the admin's list and previews from the
 * versions, where a page without one would be missing. Shared by both adapters' migrations.
 */
export async function publishExistingPages(payload: Payload, req: PayloadRequest): Promise<void> {
  const { docs } = await payload.find({
    collection: 'pages',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
    select: {},
  })
  for (const { id } of docs) {
    await payload.update({ collection: 'pages', id, data: { _status: 'published' }, overrideAccess: true, req })
  }
}
