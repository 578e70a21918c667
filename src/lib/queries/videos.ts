import { LISTS } from '@/lib/content/content-lists'
import { datedListing } from '@/lib/content/listing'
import type { Video } from '@/payload-types'

export const videoListing = datedListing<Video>(LISTS.videos, 'date')

/** The YouTube video id of a watch, short or embed link; null for other hosts. */
export function youTubeId(url: string): string | null {
  const match = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/.exec(url)
  return match ? match[1] : null
}
