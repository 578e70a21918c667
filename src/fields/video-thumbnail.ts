import type { UploadField } from 'payload'

/** A video's picture, which the server fetches from YouTube or Vimeo at each save that needs one (hooks/video-thumbnails.ts). */
export const videoThumbnailField = (): UploadField => ({
  name: 'thumbnail',
  type: 'upload',
  relationTo: 'media',
  admin: {
    readOnly: true,
    description:
      'Fetched from YouTube or Vimeo when saved, so visitors’ browsers never ask those sites before a click.',
  },
})
