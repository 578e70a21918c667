import type { CollectionSlug, PayloadRequest } from 'payload'

import { relationId } from './relation'

/**
 * Whether another record of the same school already holds `value` in `field` (a form's address, a
 * session's year): such values are unique within a school, not across schools, so no database
 * index can say it. `id` is the record being saved, which does not count.
 */
export async function takenInSchool(
  req: PayloadRequest,
  collection: CollectionSlug,
  school: unknown,
  field: string,
  value: string,
  id?: number,
): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection,
    where: {
      and: [
        { school: { equals: relationId(school) } },
        { [field]: { equals: value } },
        ...(id != null ? [{ id: { not_equals: id } }] : []),
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}
