import type { Media } from '@/payload-types'

import { IMAGE_WIDTHS, RESIZABLE_TYPES } from '../files/image-widths'
import { sitePath } from '../site/site-origin'

/** What the media library takes: pictures the site can resize, and PDFs. */
export const MEDIA_MIME_TYPES = [...RESIZABLE_TYPES, 'application/pdf']

/**
 * A populated upload, or null for an id, a missing value or an upload without a file. Its
 * addresses are the site's own paths, whatever SERVER_URL is (sitePath), so a page links the same
 * files on every school's host.
 */
export function mediaOf(value: unknown): Media | null {
  if (!value || typeof value !== 'object' || !('url' in value) || !(value as Media).url) return null
  const media = value as Media
  const sizes = media.sizes
    ? Object.fromEntries(
        Object.entries(media.sizes).map(([name, size]) => [
          name,
          size?.url ? { ...size, url: sitePath(size.url) } : size,
        ]),
      )
    : media.sizes
  return { ...media, url: sitePath(media.url!), sizes }
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

/**
 * A picture through /api/image (resized, AVIF or WebP as the browser takes): `src` and a `srcSet`
 * of the endpoint's widths up to `widest` px (or the original's width), so the browser fetches the
 * size it shows. Pictures the endpoint cannot resize (SVG) are given as stored.
 */
export function pipelineImage(
  media: Media,
  widest: number,
): { src: string; srcSet?: string; width: number; height: number } {
  const width = media.width ?? widest
  const height = media.height ?? Math.round(widest * 0.66)
  if (!media.filename || !media.width || !RESIZABLE_TYPES.has(media.mimeType ?? '')) {
    return { src: media.url!, width, height }
  }
  const base = `/api/image/${encodeURIComponent(media.filename)}`
  const cap = Math.min(widest, media.width)
  const top = IMAGE_WIDTHS.find((w) => w >= cap) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]
  const widths = [...IMAGE_WIDTHS.filter((w) => w < top), top]
  const srcSet = widths.map((w) => `${base}?w=${w} ${Math.min(w, media.width!)}w`).join(', ')
  return { src: `${base}?w=${widths.at(-1)}`, srcSet, width, height }
}
