/**
 * Videos the office links from YouTube or Vimeo (the video gallery, an own page's video block):
 * which video an address names, and where its picture comes from. The server fetches that picture
 * and keeps it (lib/files/video-thumbnails.ts), so a visitor's browser asks those sites for
 * nothing until the visitor chooses to watch.
 */

/** The YouTube video id of a watch, short or embed link; null for other hosts. */
export function youTubeId(url: string): string | null {
  const match =
    /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/.exec(
      url,
    )
  return match ? match[1] : null
}

/** The Vimeo video id of a video page or player link; null for other hosts. */
export function vimeoId(url: string): string | null {
  const match = /^https?:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{6,12})(?:[/?#]|$)/.exec(url)
  return match ? match[1] : null
}

export const VIDEO_URL_MESSAGE =
  'Paste the address of a video on YouTube or Vimeo, e.g. https://www.youtube.com/watch?v=…'

export const isVideoUrl = (value: unknown): value is string =>
  typeof value === 'string' && (youTubeId(value.trim()) !== null || vimeoId(value.trim()) !== null)
