import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, Where } from 'payload'

import {
  SEARCHED,
  SEARCHED_COLLECTIONS,
  SEARCH_INDEX_VERSION,
  entriesOf,
  type SearchEntry,
  type SearchedCollection,
} from './searched'
import { connectionOf, storeOf } from './store'

/**
 * The index kept in step with the content. Each save of a searched record rewrites its rows in
 * the save's own transaction, so the index never disagrees with what is committed: a published
 * record in every language, a draft never (a draft of a published record leaves the published
 * text indexed until it is published itself), a deleted or unpublished record not at all.
 *
 * Not Payload's search plugin (@payloadcms/plugin-search), though its place is the same: it
 * writes the language of the save only, so the Malayalam row of a record shown in English would
 * keep the old English text after an English edit; its reindex button rebuilds a collection for
 * every school at once in one request; and its rows carry a title only. See docs/decisions/0043-search-database-full-text.md.
 */

const VERSION_KEY = 'version'

type Doc = Record<string, unknown>

/** The record as visitors see it (read with every language), or null when visitors do not see it. */
async function visibleRecord(
  payload: Payload,
  collection: SearchedCollection,
  id: number | string,
  req: Parameters<CollectionAfterChangeHook>[0]['req'],
): Promise<Doc | null> {
  const doc = (await payload.findByID({
    collection,
    id,
    locale: 'all',
    depth: 0,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    req,
  })) as Doc | null
  if (!doc) return null
  return SEARCHED[collection].drafts && doc._status !== 'published' ? null : doc
}

/** The hooks that keep a searched collection's rows in step with its saves and deletions. */
export function searchIndexHooks(collection: SearchedCollection): {
  afterChange: CollectionAfterChangeHook
  afterDelete: CollectionAfterDeleteHook
} {
  return {
    afterChange: async function updateSearchIndex({ doc, req }) {
      const record = await visibleRecord(req.payload, collection, doc.id, req)
      const store = await storeOf(req.payload)
      await store.replace(
        await connectionOf(req.payload, req),
        collection,
        Number(doc.id),
        record ? entriesOf(collection, record) : [],
      )
      return doc
    },
    afterDelete: async function removeFromSearchIndex({ doc, req }) {
      const store = await storeOf(req.payload)
      await store.replace(await connectionOf(req.payload, req), collection, Number(doc.id), [])
      return doc
    },
  }
}

/** Records read at a time while a school's index is rebuilt. */
const BATCH = 200

/** A school's published records of one collection as index rows, read a batch at a time. */
async function schoolEntries(payload: Payload, school: number, collection: SearchedCollection) {
  const where: Where = SEARCHED[collection].drafts
    ? { and: [{ school: { equals: school } }, { _status: { equals: 'published' } }] }
    : { school: { equals: school } }
  const entries: SearchEntry[] = []
  let records = 0
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection,
      where,
      locale: 'all',
      depth: 0,
      limit: BATCH,
      page,
      sort: 'id',
      overrideAccess: true,
    })
    for (const doc of found.docs) entries.push(...entriesOf(collection, doc as unknown as Doc))
    records += found.docs.length
    if (!found.hasNextPage) break
  }
  return { entries, records }
}

/**
 * A school's rows of one collection replaced by `entries`, in a short transaction of its own: the
 * one writer SQLite allows is held for the writing only, never while the records are read.
 */
export async function writeSchoolRows(
  payload: Payload,
  school: number,
  collection: SearchedCollection,
  entries: SearchEntry[],
): Promise<void> {
  const store = await storeOf(payload)
  const id = await payload.db.beginTransaction()
  try {
    await store.replaceSchool(
      await connectionOf(payload, { transactionID: id ?? undefined }),
      school,
      collection,
      entries,
    )
    if (id) await payload.db.commitTransaction(id)
  } catch (error) {
    if (id) await payload.db.rollbackTransaction(id)
    throw error
  }
}

/**
 * A school's index made anew from its published content. Each collection is read outside any
 * transaction and written in a short one of its own, so a rebuild never holds SQLite's one
 * writer for long: visitors' forms and the office's saves go on meanwhile.
 */
export async function rebuildSchoolIndex(payload: Payload, school: number): Promise<{ records: number; rows: number }> {
  let records = 0
  let rows = 0
  for (const collection of SEARCHED_COLLECTIONS) {
    const found = await schoolEntries(payload, school, collection)
    await writeSchoolRows(payload, school, collection, found.entries)
    records += found.records
    rows += found.entries.length
  }
  return { records, rows }
}

/**
 * Every school's index rebuilt, one school after another (`afterSchool` is told after each);
 * what the index holds is recorded as current.
 */
export async function rebuildAllSearchIndexes(
  payload: Payload,
  afterSchool?: () => Promise<void>,
): Promise<{ schools: number; records: number; rows: number }> {
  const schools = await payload.find({ collection: 'schools', depth: 0, limit: 0, pagination: false, select: {} })
  const total = { schools: schools.docs.length, records: 0, rows: 0 }
  for (const school of schools.docs) {
    const { records, rows } = await rebuildSchoolIndex(payload, Number(school.id))
    total.records += records
    total.rows += rows
    await afterSchool?.()
  }
  const store = await storeOf(payload)
  await store.setState(await connectionOf(payload), VERSION_KEY, SEARCH_INDEX_VERSION)
  return total
}

/**
 * At start (src/startup/prepare.ts): the index built for content saved before it existed, or
 * before what it holds last changed (SEARCH_INDEX_VERSION). Saves keep it current afterwards.
 */
export async function ensureSearchIndex(payload: Payload): Promise<void> {
  const store = await storeOf(payload)
  if ((await store.state(await connectionOf(payload), VERSION_KEY)) === SEARCH_INDEX_VERSION) return
  const started = Date.now()
  const built = await rebuildAllSearchIndexes(payload)
  console.log(
    `[search] index built: ${built.rows} rows for ${built.records} records of ${built.schools} school(s) in ${Date.now() - started} ms`,
  )
}
