import { requiredInOneLanguage } from '@/fields/localized'
import { attachmentsField } from '@/fields/attachments'

import { contentCollection } from '../factory'

import { calendarFields } from './calendar-fields'

export const Events = contentCollection({
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  defaultSort: '-date',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', 'venue', '_status'] },
  fields: [
    requiredInOneLanguage({ name: 'title', type: 'text', required: true, maxLength: 300 }),
    { name: 'date', type: 'date', required: true, index: true },
    { name: 'time', type: 'text', admin: { description: 'As it should read, e.g. 10:00 AM' } },
    { name: 'venue', localized: true, type: 'text' },
    { name: 'description', localized: true, type: 'textarea' },
    ...calendarFields,
    attachmentsField('images', 'Images'),
    attachmentsField(),
  ],
})
