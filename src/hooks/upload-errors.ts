import type { AfterErrorHook } from 'payload'

import { STAFF_UPLOAD_MAX_BYTES } from '@/lib/server/http-policy.mjs'
import { UPLOAD_MESSAGES } from '@/lib/submissions/upload-check'

type FailedUpload = { status?: unknown; data?: { errors?: unknown } }

const fileErrorOf = (failed: FailedUpload) =>
  Array.isArray(failed.data?.errors)
    ? (failed.data.errors as { path?: unknown; message?: unknown }[]).find(
        (e) => e?.path === 'file' && typeof e.message === 'string',
      )
    : undefined

/**
 * A refused upload answers with a message that names the file and the reason. Payload's answers
 * said "The following field is invalid: file" (the reason only inside `data`), and for a file
 * over the size limit "An unknown error occurred." (its own message is not public). The admin's
 * bulk upload shows the top message in a toast, so a photo the server refuses among 50 is named
 * there; an API client reads the same. Runs after fieldErrorsInAnswer, on its answer.
 */
export const uploadRefusalsInAnswer: AfterErrorHook = ({ error, req, result }) => {
  const failed = error as FailedUpload
  // The only 413 Payload raises here is its upload limit, met before the file has a record.
  if (failed.status === 413) {
    return { response: { errors: [{ message: UPLOAD_MESSAGES.overLimit(STAFF_UPLOAD_MAX_BYTES) }] }, status: 413 }
  }
  const fileError = fileErrorOf(failed)
  const name = req.file?.name
  if (failed.status !== 400 || !fileError || !name || !result?.errors?.length) return
  const [first, ...rest] = result.errors
  return {
    response: { errors: [{ ...first, message: UPLOAD_MESSAGES.refused(name, String(fileError.message)) }, ...rest] },
  }
}
