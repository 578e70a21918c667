import type { CollectionBeforeChangeHook } from 'payload'

import { keepVideoThumbnail, SAVE_FETCH_BUDGET_MS, THUMBNAIL_SOURCES } from '@/lib/files/video-thumbnails'

type Video = { url?: unknown; title?: string | null; thumbnail?: unknown; id?: string | null }

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

/**
 * A video's picture, fetched when its address is new or its picture is still missing (the video's
 * site was out of reach at the last save); otherwise the kept one.
 */
async function thumbnailFor(
  video: Video,
  before: Video | undefined,
  school: unknown,
  req: Parameters<CollectionBeforeChangeHook>[0]['req'],
  deadline: AbortSignal,
): Promise<number | null> {
  const kept = idOf(video.thumbnail ?? before?.thumbnail)
  // An address that is not text is the field's own check to name (this hook runs before it).
  if (typeof video.url !== 'string' || !video.url || (kept !== null && video.url === before?.url)) return kept
  const schoolId = idOf(school)
  if (schoolId === null) return kept
  return keepVideoThumbnail(
    req.payload,
    { url: video.url, title: video.title ?? before?.title ?? '', school: schoolId },
    req,
    THUMBNAIL_SOURCES,
    deadline,
  )
}

/** The video gallery's videos (`videoUrl`): their pictures kept by the server. */
export const videoGalleryThumbnail: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const video = { url: data.videoUrl ?? originalDoc?.videoUrl, title: data.title, thumbnail: data.thumbnail }
  const before = originalDoc && {
    url: originalDoc.videoUrl,
    title: originalDoc.title,
    thumbnail: originalDoc.thumbnail,
  }
  const deadline = AbortSignal.timeout(SAVE_FETCH_BUDGET_MS)
  data.thumbnail = await thumbnailFor(video, before, data.school ?? originalDoc?.school, req, deadline)
  return data
}

/** An own page's video blocks: their pictures kept by the server. */
export const pageVideoThumbnails: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!Array.isArray(data.layout)) return data
  const previous = new Map<string, Video>(
    ((originalDoc?.layout ?? []) as (Video & { blockType?: string })[])
      .filter((block) => block.blockType === 'video' && block.id)
      .map((block) => [block.id!, block]),
  )
  const school = data.school ?? originalDoc?.school
  // One budget for the whole page, however many videos it has.
  const deadline = AbortSignal.timeout(SAVE_FETCH_BUDGET_MS)
  for (const block of data.layout as (Video & { blockType?: string })[]) {
    if (block.blockType !== 'video') continue
    block.thumbnail = await thumbnailFor(block, block.id ? previous.get(block.id) : undefined, school, req, deadline)
  }
  return data
}
