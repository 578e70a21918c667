import type { FileType } from './office-form'

/**
 * What a file is by its first bytes, whatever its name claims: a PDF, a JPEG or a PNG (the kinds a
 * visitor may send), or null.
 */
export function fileKindOf(bytes: Uint8Array): FileType | null {
  const starts = (...head: number[]) => bytes.length > head.length && head.every((b, i) => bytes[i] === b)
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf'
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  return null
}
