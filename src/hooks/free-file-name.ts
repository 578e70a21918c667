import { randomBytes } from 'node:crypto'

import type { CollectionBeforeOperationHook } from 'payload'

/**
 * An upload whose file name is taken gets eight random hex digits before its extension, so that
 * Payload's own check finds the name free at its first read.
 *
 * Payload names a file after the upload and, when the name is taken, tries `name-1`, `name-2`
 * and so on, one database read and one file check each, until one is free. Across schools the
 * same names come back (every school's `logo.png`, and every new school's sample pictures), so
 * the thousandth school's logo tried a thousand names: a new school's profile read the media
 * table 958 times with 30 schools on the installation (bench/scale.ts, issue 31).
 */
export const freeFileName: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file?.name) return args
  const { totalDocs } = await req.payload.count({
    collection: collection.slug as 'media',
    where: { filename: { equals: req.file.name } },
    overrideAccess: true,
    req,
  })
  if (totalDocs) {
    const dot = req.file.name.lastIndexOf('.')
    const [base, extension] = dot > 0 ? [req.file.name.slice(0, dot), req.file.name.slice(dot)] : [req.file.name, '']
    req.file.name = `${base}-${randomBytes(4).toString('hex')}${extension}`
  }
  return args
}
