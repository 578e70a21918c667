import type { Payload, Where } from 'payload'

/**
 * The job that fetches the video gallery's missing pictures (video-pictures.ts), queued at each
 * start by src/startup/prepare.ts. Apart from the task, which needs the site's cache, so that
 * preparing the database loads no more than it must.
 */
export const VIDEO_PICTURES_TASK = 'videoPictures'

/**
 * Videos with an address but no kept picture: saved before the server kept them (the video
 * gallery then asked YouTube from each visitor's browser), or while YouTube or Vimeo could not
 * be reached.
 */
export const WITHOUT_PICTURE: Where = { and: [{ thumbnail: { exists: false } }, { videoUrl: { exists: true } }] }

/**
 * At each start: when some video has no picture, the jobs queue fetches them soon after (once;
 * a start finds a job still waiting and adds none).
 */
export async function queueVideoPictures(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'videos', where: WITHOUT_PICTURE, overrideAccess: true })
  if (!totalDocs) return
  const waiting = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: VIDEO_PICTURES_TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    overrideAccess: true,
  })
  if (waiting.totalDocs) return
  await payload.jobs.queue({ task: VIDEO_PICTURES_TASK, input: {} })
}
