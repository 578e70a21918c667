import { requiredInOneLanguage } from '@/fields/localized'
import { videoThumbnailField } from '@/fields/video-thumbnail'
import { videoGalleryThumbnail } from '@/hooks/video-thumbnails'

import { contentCollection } from '../factory'

export const Videos = contentCollection({
  slug: 'videos',
  labels: { singular: 'Video', plural: 'Videos' },
  defaultSort: '-date',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', '_status'] },
  fields: [
    requiredInOneLanguage({ name: 'title', type: 'text', required: true }),
    { name: 'date', type: 'date', required: true, index: true },
    {
      name: 'videoUrl',
      label: 'Video URL',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^https?:\/\/\S+$/.test(value)
          ? true
          : 'Enter the full video address, starting with https://',
    },
    videoThumbnailField(),
  ],
  hooks: { beforeChange: [videoGalleryThumbnail] },
})
