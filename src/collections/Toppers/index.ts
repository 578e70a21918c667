import { attachmentsField } from '@/fields/attachments'

import { contentCollection } from '../factory'

export const Toppers = contentCollection({
  slug: 'toppers',
  labels: { singular: 'Topper', plural: 'Toppers' },
  defaultSort: '-division',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'class', 'sessionYear', 'division', '_status'] },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'class',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Class X', value: 'X' },
        { label: 'Class XII', value: 'XII' },
      ],
    },
    {
      name: 'stream',
      localized: true,
      type: 'text',
      admin: { description: 'e.g. Science, Commerce; for class X leave empty.' },
    },
    {
      name: 'division',
      label: 'Percentage',
      type: 'number',
      required: true,
      min: 0,
      max: 100,
      index: true,
    },
    {
      name: 'sessionYear',
      label: 'Session year',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Like 2024-2025' },
      validate: (value: unknown) =>
        typeof value === 'string' &&
        /^\d{4}-\d{4}$/.test(value) &&
        Number(value.slice(5)) === Number(value.slice(0, 4)) + 1
          ? true
          : 'Write the session year as two consecutive years, like 2024-2025.',
    },
    attachmentsField('attachments', 'Photo'),
  ],
})
