import type { Media } from '@/payload-types'

/** A populated upload, or null for an id, a missing value or an upload without a file. */
export function mediaOf(value: unknown): Media | null {
  return value && typeof value === 'object' && 'url' in value && (value as Media).url ? (value as Media) : null
}

export const mediaList = (values: unknown): Media[] =>
  (Array.isArray(values) ? values : []).map(mediaOf).filter((m): m is Media => m !== null)

/** The stored size closest above the slot width, so a phone never downloads the full original. */
export function imageSource(media: Media, slotWidth: number): { src: string; width: number; height: number } {
  const sizes = Object.values(media.sizes ?? {})
    .filter((s): s is { url: string; width: number; height: number } => Boolean(s?.url && s.width && s.height))
    .sort((a, b) => a.width - b.width)
  const best = sizes.find((s) => s.width >= slotWidth)
  if (best) return { src: best.url, width: best.width, height: best.height }
  return { src: media.url!, width: media.width ?? slotWidth, height: media.height ?? Math.round(slotWidth * 0.66) }
}

/** The stored file names of uploads: the paths the public API gives and /api/image serves. */
export const filePaths = (values: unknown): string[] =>
  (Array.isArray(values) ? values : []).flatMap((value) =>
    value && typeof value === 'object' && typeof (value as Media).filename === 'string'
      ? [(value as Media).filename as string]
      : [],
  )
