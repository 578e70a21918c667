import { requiredInOneLanguage } from '@/fields/localized'
import { attachmentsField } from '@/fields/attachments'

import { contentCollection } from '../factory'

export const GALLERY_CATEGORIES = ['PhotoGallery', 'Achievement'] as const

export const Gallery = contentCollection({
  slug: 'gallery',
  labels: { singular: 'Gallery item', plural: 'Gallery' },
  defaultSort: '-date',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'date', '_status'],
    description: 'Photo galleries, and achievements (category Achievement) shown on the home page.',
  },
  fields: [
    requiredInOneLanguage({ name: 'title', type: 'text', required: true, maxLength: 300 }),
    { name: 'date', type: 'date', required: true, index: true },
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'PhotoGallery',
      index: true,
      options: GALLERY_CATEGORIES.map((c) => ({ label: c === 'PhotoGallery' ? 'Photo gallery' : c, value: c })),
    },
    {
      name: 'name',
      type: 'text',
      admin: { description: 'For achievements: the student or team honoured.' },
    },
    { name: 'description', localized: true, type: 'textarea' },
    attachmentsField('attachments', 'Photos'),
  ],
})
