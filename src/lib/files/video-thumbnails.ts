import type { Payload, PayloadRequest } from 'payload'

import { vimeoId, youTubeId } from '../content/videos'

/**
 * A video's picture, fetched once by the server when the office saves the video and kept in the
 * school's media library, so that visitors' browsers ask YouTube or Vimeo for nothing before they
 * choose to watch (the site's Content-Security-Policy allows no outside images). When the fetch
 * fails the page shows a plain picture in its place, and the next save tries again.
 */

/** Where the pictures come from; a test gives a server of its own (this machine has no internet). */
export type ThumbnailSources = { youtube: string; vimeo: string }

export const THUMBNAIL_SOURCES: ThumbnailSources = { youtube: 'https://i.ytimg.com', vimeo: 'https://vimeo.com' }

const MAX_BYTES = 2 * 1024 * 1024

/**
 * How long one save may spend fetching its videos' pictures, all of them together. The save runs
 * inside the database's write turn (lib/platform/sqlite-writes.ts), where every other write, a
 * parent's form among them, waits for it: a few seconds keep that wait short and far inside the
 * turn's 15 s, even when YouTube or Vimeo does not answer. A picture not fetched by then is tried
 * again at the next save.
 */
export const SAVE_FETCH_BUDGET_MS = 4000

async function fetchWithin(url: string, deadline: AbortSignal): Promise<Response | null> {
  try {
    const res = await fetch(url, { signal: deadline, redirect: 'follow' })
    return res.ok ? res : null
  } catch {
    return null
  }
}

/** The address of a video's picture: YouTube's for its id, Vimeo's from its oEmbed answer. */
async function pictureAddress(url: string, sources: ThumbnailSources, deadline: AbortSignal): Promise<string | null> {
  const youTube = youTubeId(url)
  if (youTube) return `${sources.youtube}/vi/${youTube}/hqdefault.jpg`
  if (!vimeoId(url)) return null
  const res = await fetchWithin(`${sources.vimeo}/api/oembed.json?url=${encodeURIComponent(url)}&width=640`, deadline)
  const answer = (await res?.json().catch(() => null)) as { thumbnail_url?: unknown } | null
  const address = typeof answer?.thumbnail_url === 'string' ? answer.thumbnail_url : ''
  // Only Vimeo's own picture servers: the server fetches no address an answer could point it to.
  const vimeoPicture = /^https:\/\/i\.vimeocdn\.com\//.test(address) || address.startsWith(`${sources.vimeo}/`)
  return vimeoPicture ? address : null
}

/** The picture's bytes, when it is a JPEG, PNG or WebP picture of at most 2 MB. */
async function pictureBytes(
  address: string,
  deadline: AbortSignal,
): Promise<{ data: Buffer; mimetype: string } | null> {
  const res = await fetchWithin(address, deadline)
  const mimetype = res?.headers.get('content-type')?.split(';')[0].trim() ?? ''
  if (!res || !['image/jpeg', 'image/png', 'image/webp'].includes(mimetype)) return null
  const data = await res.arrayBuffer().then(Buffer.from, () => null)
  if (!data) return null
  return data.length && data.length <= MAX_BYTES ? { data, mimetype } : null
}

/**
 * Fetches a video's picture into the school's media library; its media id, or null when the
 * video's site could not be reached, gave no picture, or not before `deadline` (one per save:
 * SAVE_FETCH_BUDGET_MS).
 */
export async function keepVideoThumbnail(
  payload: Payload,
  video: { url: string; title: string; school: number },
  req?: PayloadRequest,
  sources: ThumbnailSources = THUMBNAIL_SOURCES,
  deadline: AbortSignal = AbortSignal.timeout(SAVE_FETCH_BUDGET_MS),
): Promise<number | null> {
  const address = await pictureAddress(video.url.trim(), sources, deadline)
  const picture = address ? await pictureBytes(address, deadline) : null
  if (!picture) return null
  const extension = picture.mimetype.split('/')[1].replace('jpeg', 'jpg')
  const media = await payload.create({
    collection: 'media',
    data: { alt: `Picture of the video “${video.title}”`, school: video.school },
    file: {
      ...picture,
      name: `video-${youTubeId(video.url) ?? vimeoId(video.url)}.${extension}`,
      size: picture.data.length,
    },
    req,
    overrideAccess: true,
  })
  return media.id
}
