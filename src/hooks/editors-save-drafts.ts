import { APIError, type CollectionBeforeOperationHook, type Where } from 'payload'

import { mayPublish } from '@/access/roles'
import { EDITORS_SAVE_DRAFTS } from '@/lib/review-states'

const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * Editors change published records only by saving a draft beside them. Access (draftsWrite) sees
 * only what a request sends, so a save that sends no `_status` passed it, and without `draft=true`
 * Payload writes it straight into the published record, which visitors see at once (and one that
 * sends `_status: 'draft'` takes the record off the site). Here such a save, and a restore of an
 * old version that is not restored as a draft, is refused for those who may not publish.
 */
export const editorsSaveDrafts: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'update' && operation !== 'restoreVersion') return args
  // Server code that bypasses access (seeding, Payload's scheduled publishing) is not an editor's
  // save. The CMS API passes no overrideAccess at all, which Payload takes as false.
  if (args.overrideAccess === true || args.draft === true || !req.user || mayPublish(req.user)) return args
  const refuse = () => {
    // Named by hand: Payload sends an error's message only when it has a name, and the production
    // build's minified classes have none (README, "A refused save answers…").
    throw Object.assign(new APIError(EDITORS_SAVE_DRAFTS, 403, undefined, true), { name: 'Forbidden' })
  }
  if (operation === 'restoreVersion') refuse()
  // One record (PATCH /news/12) or every record a query matches (PATCH /news?where=…).
  const { id, where } = args as { id?: number | string; where?: Where }
  const target: Where = id != null ? { id: { equals: id } } : (where ?? {})
  // A query the database cannot run (a text record number) is refused rather than let through.
  const published = await req.payload
    .count({
      collection: collection.slug,
      where: { and: [target, PUBLISHED] },
      overrideAccess: false,
      user: req.user,
      req,
    })
    .then(
      ({ totalDocs }) => totalDocs,
      () => 1,
    )
  if (published > 0) refuse()
  return args
}
