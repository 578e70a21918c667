import { attachmentsField } from '@/fields/attachments'

import { contentCollection } from '../factory'

export const Birthdays = contentCollection({
  slug: 'birthdays',
  labels: { singular: 'Birthday', plural: 'Birthdays' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'class', '_status'] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'class', type: 'text', required: true, admin: { description: 'e.g. V A' } },
    attachmentsField('attachments', 'Photo'),
  ],
})
