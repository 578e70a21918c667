import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type PayloadRequest,
  type Where,
} from 'payload'

import { mayPublish } from '@/access/roles'
import { allPublishers, byPublisher, WAITING_SCHEDULES, type ScheduleInput } from '@/lib/office/scheduled-publishing'
import {
  EDITORS_CREATE_DRAFTS,
  EDITORS_DO_NOT_PUBLISH,
  EDITORS_KEEP_FILES,
  EDITORS_KEEP_PUBLISHED,
  EDITORS_SAVE_DRAFTS,
  SCHEDULED_DRAFT_KEPT,
} from '@/lib/office/review-states'

/**
 * Nothing an editor does reaches visitors before a school admin has seen it. Visitors read the
 * record itself (its `_status` published); an editor's work lives in drafts, which are versions
 * beside it. Access (draftsWrite) sees only what a request sends, so these hooks look at what
 * the operation will actually write: a save or restore into a published record, a copy that
 * comes out published, a deletion of a published record, a new file under a picture the site
 * shows, or a change to a draft an admin has scheduled to go out as it is.
 */

const PUBLISHED: Where = { _status: { equals: 'published' } }

// Named by hand: Payload sends an error's message only when it has a name, and the production
// build's minified classes have none (docs/decisions/0037-field-messages-in-refusals.md).
const refuse = (message: string): never => {
  throw Object.assign(new APIError(message, 403, undefined, true), { name: 'Forbidden' })
}

/**
 * A member who may not publish, acting with their own access. Server code that bypasses access
 * (seeding, retention) is not an editor's work; the CMS API passes no overrideAccess, which
 * Payload takes as false. Payload's scheduled publishing runs as the member who scheduled it.
 */
const editorAt = (req: PayloadRequest, overrideAccess: unknown) =>
  overrideAccess !== true && Boolean(req.user) && !mayPublish(req.user)

type Target = { id?: number | string; where?: Where }
const whereOf = ({ id, where }: Target): Where => (id != null ? { id: { equals: id } } : (where ?? {}))

/** Whether any record the operation touches is on the site; a query the database cannot run counts as yes. */
const touchesPublished = (req: PayloadRequest, collection: string, target: Target) =>
  req.payload
    .count({
      collection: collection as CollectionSlug,
      where: { and: [whereOf(target), PUBLISHED] },
      overrideAccess: false,
      user: req.user,
      req,
    })
    .then(
      ({ totalDocs }) => totalDocs > 0,
      () => true,
    )

/**
 * Whether a school admin (or the platform) has scheduled any of these records to be published.
 * Payload's job publishes the latest draft when its time comes, so a draft changed after the admin
 * scheduled it would go out unreviewed. An editor's own schedule is not one: it is refused when it
 * runs. Pending schedules are a handful; they are read and matched here.
 */
async function scheduledToPublish(req: PayloadRequest, collection: string, ids: (number | string)[]) {
  if (ids.length === 0) return false
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    where: WAITING_SCHEDULES,
    pagination: false,
    depth: 0,
    req,
  })
  const wanted = new Set(ids.map(String))
  const keeping = docs.filter((job) => {
    const input = job.input as ScheduleInput | null
    return input?.type !== 'unpublish' && input?.doc?.relationTo === collection && wanted.has(String(input.doc.value))
  })
  if (keeping.length === 0) return false
  const publishers = await allPublishers(req.payload, keeping)
  return keeping.some((job) => byPublisher(job, publishers))
}

/** The records a draft save touches: the one named, or those its query finds. */
async function idsOf(req: PayloadRequest, collection: string, target: Target) {
  if (target.id != null) return [target.id]
  const found = await req.payload
    .find({
      collection: collection as CollectionSlug,
      where: whereOf(target),
      pagination: false,
      depth: 0,
      select: {},
      overrideAccess: false,
      user: req.user,
      req,
    })
    .catch(() => ({ docs: [] }))
  return found.docs.map((d) => d.id)
}

/** The record a version belongs to. */
async function parentOfVersion(req: PayloadRequest, collection: string, versionId: number | string) {
  const { docs } = await req.payload
    .findVersions({
      collection: collection as CollectionSlug,
      where: { id: { equals: versionId } },
      limit: 1,
      depth: 0,
      req,
    })
    .catch(() => ({ docs: [] as { parent: unknown }[] }))
  const parent = docs[0]?.parent
  return parent == null ? [] : [typeof parent === 'object' ? (parent as { id: number }).id : (parent as number)]
}

/**
 * Content with drafts: editors change a published record only through a draft beside it, never
 * delete one, and leave alone a draft an admin has scheduled. Payload writes a save into the
 * record itself unless it is a draft (`draft=true`, and not sending `_status: 'published'`), and
 * restores a version into the record unless restored as a draft.
 */
export const editorsSaveDrafts: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'update' && operation !== 'restoreVersion' && operation !== 'delete') return args
  if (!editorAt(req, args.overrideAccess)) return args
  const target = args as Target & { draft?: boolean; data?: { _status?: unknown } }
  if (operation === 'delete') {
    if (await touchesPublished(req, collection.slug, target)) refuse(EDITORS_KEEP_PUBLISHED)
    return args
  }
  const asDraft = target.draft === true && target.data?._status !== 'published'
  if (!asDraft && (operation === 'restoreVersion' || (await touchesPublished(req, collection.slug, target))))
    refuse(EDITORS_SAVE_DRAFTS)
  // Publishing a record never published, as the job of a schedule an editor made does when it runs.
  if (target.data?._status === 'published') refuse(EDITORS_DO_NOT_PUBLISH)
  // A record never published is its own draft, so a save into it is a change to the draft too.
  const ids =
    operation === 'restoreVersion'
      ? await parentOfVersion(req, collection.slug, target.id as number | string)
      : await idsOf(req, collection.slug, target)
  if (await scheduledToPublish(req, collection.slug, ids)) refuse(SCHEDULED_DRAFT_KEPT)
  return args
}

/**
 * A new record is as published as its data says once Payload has filled it in: a duplicate
 * (`POST /:id/duplicate?draft=false`) takes the original's `_status` when the request sends none,
 * after access has looked at the request. Updates are decided above, where Payload's draft flag
 * is known; no server code here creates records as a member.
 */
export const editorsCreateDrafts: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation === 'create' && data._status === 'published' && editorAt(req, false)) refuse(EDITORS_CREATE_DRAFTS)
  return data
}

/**
 * The media library has no drafts: a file is public the moment it is saved, and every page that
 * shows it shows a new file at once. Editors add files (and describe them) for their drafts; a
 * school admin replaces, recrops or deletes a file the site may be showing.
 */
export const editorsKeepFiles: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'delete') return args
  if (!editorAt(req, args.overrideAccess)) return args
  const changesFile = operation === 'delete' || Boolean(req.file) || req.query?.uploadEdits !== undefined
  if (changesFile) refuse(EDITORS_KEEP_FILES)
  return args
}
