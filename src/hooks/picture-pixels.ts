import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { overLimit } from '@/lib/files/limited-sharp'
import { UPLOAD_MESSAGES } from '@/lib/submissions/upload-check'

/**
 * A picture over the pixel limit is refused from its header, before Payload reads its size and
 * makes its resized copies, with a message that names the file (upload-errors.ts adds the name).
 * Without this, the limit in limitedSharp would stop it only midway, as "There was a problem
 * while uploading the file".
 */
export const refuseHugePictures: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const size = await overLimit(req.file.tempFilePath || req.file.data)
  if (size) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'file', message: UPLOAD_MESSAGES.tooManyPixels(size) }],
    })
  }
  return args
}
