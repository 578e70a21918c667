import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { afterCommit } from '@/lib/platform/after-commit'
import { invalidateSchool } from '@/lib/platform/cache'

const schoolOf = (doc: { school?: unknown }) =>
  doc.school && typeof doc.school === 'object' ? (doc.school as { id: number }).id : (doc.school as number | undefined)

/** Clears the cached pages of the record's school once a change is committed (or a record deleted). */
export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const schools = new Set([schoolOf(doc), previousDoc ? schoolOf(previousDoc) : undefined])
  await afterCommit(req, async () => {
    for (const school of schools) await invalidateSchool(school)
  })
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await afterCommit(req, () => invalidateSchool(schoolOf(doc)))
  return doc
}

export const revalidateHooks = { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] }
