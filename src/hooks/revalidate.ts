import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { invalidateSchool } from '@/lib/platform/cache'

const schoolOf = (doc: { school?: unknown }) =>
  doc.school && typeof doc.school === 'object' ? (doc.school as { id: number }).id : (doc.school as number | undefined)

/** Clears the cached pages of the record's school once a change is saved (or a record deleted). */
export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc }) => {
  await invalidateSchool(schoolOf(doc))
  if (previousDoc && schoolOf(previousDoc) !== schoolOf(doc)) await invalidateSchool(schoolOf(previousDoc))
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc }) => {
  await invalidateSchool(schoolOf(doc))
  return doc
}

export const revalidateHooks = { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] }
