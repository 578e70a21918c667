import type { Payload, TaskConfig } from 'payload'

import { keepVideoThumbnail, THUMBNAIL_SOURCES, type ThumbnailSources } from '@/lib/files/video-thumbnails'

import { VIDEO_PICTURES_TASK, WITHOUT_PICTURE } from './video-pictures-queue'

/**
 * Fetches the missing pictures of the video gallery, outside any save, so no write waits on
 * YouTube or Vimeo. Each picture goes into the published record as it stands: a save here would
 * publish a draft waiting over it (that draft gets its picture when it is published).
 */
export async function fillVideoPictures(
  payload: Payload,
  sources: ThumbnailSources = THUMBNAIL_SOURCES,
): Promise<{ kept: number; missing: number }> {
  const { docs } = await payload.find({
    collection: 'videos',
    where: WITHOUT_PICTURE,
    draft: false,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { title: true, videoUrl: true, school: true },
  })
  const schools = new Set<number>()
  let kept = 0
  for (const video of docs) {
    const school = typeof video.school === 'object' ? video.school?.id : video.school
    if (typeof school !== 'number' || typeof video.videoUrl !== 'string') continue
    const picture = await keepVideoThumbnail(
      payload,
      { url: video.videoUrl, title: video.title ?? '', school },
      undefined,
      sources,
    )
    if (picture === null) continue
    await payload.db.updateOne({ collection: 'videos', id: video.id, data: { thumbnail: picture } })
    schools.add(school)
    kept++
  }
  // Loaded here: the cache reads the site's configuration, which lists this task.
  const { invalidateSchool } = await import('@/lib/platform/cache')
  for (const school of schools) await invalidateSchool(school)
  return { kept, missing: docs.length - kept }
}

export const videoPicturesTask: TaskConfig<{ input: object; output: { kept: number; missing: number } }> = {
  slug: VIDEO_PICTURES_TASK,
  label: 'Fetch the video gallery’s missing pictures',
  inputSchema: [],
  retries: 0,
  handler: async ({ req }) => ({ output: await fillVideoPictures(req.payload) }),
}
