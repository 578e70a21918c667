import { requiredInOneLanguage } from '@/fields/localized'
import { attachmentsField } from '@/fields/attachments'

import { contentCollection } from '../factory'

export const News = contentCollection({
  slug: 'news',
  labels: { singular: 'News item', plural: 'News' },
  defaultSort: '-fromDate',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'fromDate', '_status'] },
  fields: [
    requiredInOneLanguage({ name: 'title', type: 'text', required: true, maxLength: 300 }),
    { name: 'fromDate', label: 'Date', type: 'date', required: true, index: true },
    { name: 'description', localized: true, type: 'textarea' },
    attachmentsField('image', 'Images'),
    attachmentsField(),
  ],
})
