import type { Payload, PayloadRequest } from 'payload'

import { logFailure } from '@/lib/platform/log'

import { removeStoredFile } from './object-store'

/**
 * Deletes private files' records (CVs, certificates) inside the caller's transaction and hands
 * back what removes their files.
 * Payload's own delete removes each file before its record, so a transaction rolled back after it
 * (a later write failed) would keep the records, pointing at files already gone. Here the files
 * go only once the caller has committed: a failure before that leaves every file in place.
 */
export async function deletePrivateFileRecords(
  payload: Payload,
  ids: (number | string)[],
  req: PayloadRequest,
): Promise<() => Promise<void>> {
  const collection = 'private-files'
  if (!ids.length) return async () => {}
  // Private files have one file each (no image sizes), named by their record.
  const { docs } = await payload.find({
    collection,
    where: { id: { in: ids } },
    select: { filename: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  // The records alone, no hooks (the bucket plugin's would remove the objects at once too).
  await payload.db.deleteMany({ collection, where: { id: { in: ids } }, req })
  const filenames = docs.map((d) => d.filename).filter((f): f is string => Boolean(f))
  return async () => {
    const failures = (
      await Promise.allSettled(filenames.map((filename) => removeStoredFile(collection, filename)))
    ).filter((r) => r.status === 'rejected')
    for (const failure of failures) logFailure('private file removal', failure.reason)
    // The records are gone for good: whoever asked must hear that files of theirs were left.
    if (failures.length) throw new Error(`${failures.length} file(s) could not be removed`)
  }
}
