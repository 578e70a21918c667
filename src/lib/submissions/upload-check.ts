import { validateMimeType } from 'payload/shared'

import { MAX_PICTURE_PIXELS, type PictureSize } from '../files/pixel-limit'
import { STAFF_UPLOAD_MAX_BYTES } from '../server/http-policy.mjs'

/**
 * Which of the files staff drop into the admin an upload collection would refuse, each with its
 * name and the reason, checked in the browser before anything is sent. Payload's bulk upload
 * leaves a file of the wrong type out without a word and sends one over the size limit only to
 * have it refused as "File size limit has been reached", without its name; among 50 photos the
 * office could not tell which one. The server still decides (the collection's `mimeTypes` and
 * `upload.limits.fileSize`): this only says it first, by name.
 */
export type UploadRules = { mimeTypes: readonly string[]; maxBytes: number }

export type Refusal = { name: string; reason: string }

/** The rules of an upload collection from its admin config: its own types, the staff size limit. */
export const uploadRules = (mimeTypes: readonly string[] | undefined): UploadRules => ({
  mimeTypes: mimeTypes ?? [],
  maxBytes: STAFF_UPLOAD_MAX_BYTES,
})

const MB = 1024 * 1024

/** "24.6 MB", rounded up so that a file just over the limit never reads as the limit itself. */
const megabytes = (bytes: number) => `${String(Math.ceil((bytes / MB) * 10) / 10)} MB`

/** "JPEG, PNG, WEBP or PDF": the types as staff know them from file names. */
export const typeNames = (mimeTypes: readonly string[]) => {
  const names = [...new Set(mimeTypes.map((t) => (t.split('/')[1] || t).replace('*', 'any').toUpperCase()))]
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '')
}

export const UPLOAD_MESSAGES = {
  tooLarge: (size: number, max: number) =>
    `it is ${megabytes(size)}; a file may be at most ${megabytes(max)}. Save it smaller (for a photo, about 2000 pixels wide is plenty) and add it again.`,
  tooManyPixels: ({ width, height, frames }: PictureSize) =>
    `it is ${width} × ${height} pixels${frames > 1 ? ` in ${frames} frames` : ''}; a picture may have at most ${MAX_PICTURE_PIXELS / 1_000_000} megapixels. Save it smaller (for a photo, about 2000 pixels wide is plenty) and add it again.`,
  wrongType: (mimeTypes: readonly string[]) => `it is not a file this library takes (${typeNames(mimeTypes)}).`,
  heading: (count: number) => (count === 1 ? '1 file was not added' : `${count} files were not added`),
  /** The server's answer, which may not know the file's size or name (the upload stopped at the limit). */
  overLimit: (max: number) =>
    `The file is larger than ${megabytes(max)}, the most one file may be. Save it smaller (for a photo, about 2000 pixels wide is plenty) and upload it again.`,
  refused: (name: string, reason: string) => `“${name}” was not stored: ${reason}`,
}

/** Why this file would be refused, or null when it may be uploaded. */
export function refusalOf(file: Pick<File, 'name' | 'size' | 'type'>, rules: UploadRules): Refusal | null {
  // The browser names the type from the file's extension; Payload checks the bytes again on the server.
  if (rules.mimeTypes.length && !(file.type && validateMimeType(file.type, [...rules.mimeTypes])))
    return { name: file.name, reason: UPLOAD_MESSAGES.wrongType(rules.mimeTypes) }
  if (file.size > rules.maxBytes)
    return { name: file.name, reason: UPLOAD_MESSAGES.tooLarge(file.size, rules.maxBytes) }
  return null
}

/** The files split into those to upload and those refused, in the order given. */
export function sortFiles<F extends Pick<File, 'name' | 'size' | 'type'>>(files: Iterable<F>, rules: UploadRules) {
  const accepted: F[] = []
  const refused: Refusal[] = []
  for (const file of files) {
    const refusal = refusalOf(file, rules)
    if (refusal) refused.push(refusal)
    else accepted.push(file)
  }
  return { accepted, refused }
}
