import { requiredInOneLanguage } from '@/fields/localized'
import { attachmentsField } from '@/fields/attachments'
import { CIRCULAR_CATEGORIES, CIRCULAR_CLASSES } from './categories'

import { contentCollection } from '../factory'

/**
 * The circulars the school sends every week (exam timetables, fee notices, holidays), kept in one
 * library that parents can filter by year, category and class on /Circulars.
 */
export const Circulars = contentCollection({
  slug: 'circulars',
  labels: { singular: 'Circular', plural: 'Circulars' },
  defaultSort: '-date',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'number', 'date', 'category', '_status'],
    description: 'Circulars sent to parents, listed on /Circulars with their files, newest first.',
  },
  fields: [
    requiredInOneLanguage({ name: 'title', type: 'text', required: true, maxLength: 300 }),
    {
      type: 'row',
      fields: [
        {
          name: 'number',
          type: 'text',
          maxLength: 40,
          admin: { description: 'As printed on the circular, e.g. JRS/2026/045.' },
        },
        { name: 'date', type: 'date', required: true, index: true, defaultValue: () => new Date().toISOString() },
        {
          name: 'category',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'Circular',
          options: CIRCULAR_CATEGORIES.map((value) => ({ label: value, value })),
        },
      ],
    },
    {
      name: 'classes',
      type: 'select',
      hasMany: true,
      options: CIRCULAR_CLASSES.map((value) => ({ label: value, value })),
      admin: { description: 'The classes it concerns; none for the whole school.' },
    },
    { name: 'body', localized: true, type: 'richText' },
    attachmentsField('files', 'Files (PDFs or pictures)'),
  ],
})
