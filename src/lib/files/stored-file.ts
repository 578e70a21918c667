import path from 'node:path'

import { publicFile } from './object-store'

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  pdf: 'application/pdf',
}

/** The upload allow-list's type for a file's name (by its extension), or undefined for any other file. */
export const uploadContentType = (name: string): string | undefined =>
  CONTENT_TYPES[path.extname(name).slice(1).toLowerCase()]

export type StoredFile = { file: string; name: string; size: number; mtimeMs: number; type: string }
export type Refusal = { status: 400 | 404; error: string }

export const NOT_FOUND: Refusal = { status: 404, error: 'No such file.' }
export const BAD_PATH: Refusal = { status: 400, error: 'The file path is not valid.' }

/** Percent-encoded dots, slashes, backslashes and NUL: a client trying to smuggle a path. */
const ENCODED_TRICK = /%(2e|2f|5c|00)/i

/**
 * Checks a requested path before it touches the disk. The store is flat (Payload keeps every
 * upload and its sizes side by side), so a valid path is one plain file name.
 */
export function checkPath(requested: string): Refusal | null {
  if (!requested || requested.length > 255) return BAD_PATH
  if (ENCODED_TRICK.test(requested)) return BAD_PATH
  // NUL and other control characters, backslashes, absolute paths.
  if (/[\u0000-\u001f\u007f\\]/.test(requested) || requested.startsWith('/')) return BAD_PATH
  const segments = requested.split('/')
  if (segments.some((s) => s === '..' || s === '.' || s === '')) return BAD_PATH
  if (segments.length > 1 || requested.startsWith('.')) return NOT_FOUND
  return null
}

/** A file of the media library by name, or why not: never a path outside the store, symlinks included. */
export async function findStoredFile(requested: string): Promise<StoredFile | Refusal> {
  const refusal = checkPath(requested)
  if (refusal) return refusal
  const type = uploadContentType(requested)
  if (!type) return NOT_FOUND
  const found = await publicFile(requested)
  return found ? { ...found, name: requested, type } : NOT_FOUND
}

export const isRefusal = (value: StoredFile | Refusal): value is Refusal => 'status' in value
