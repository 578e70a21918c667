import { requiredInOneLanguage } from '@/fields/localized'
import { attachmentsField } from '@/fields/attachments'

import { calendarImportEndpoints } from '@/endpoints/calendar-import'

import { contentCollection } from '../factory'

import { calendarFields, deriveEntryTimes, lastDayField, timeFields } from './calendar-fields'

export const Events = contentCollection({
  slug: 'events',
  labels: { singular: 'Event', plural: 'Events' },
  defaultSort: '-date',
  hooks: { beforeChange: [deriveEntryTimes] },
  endpoints: calendarImportEndpoints,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date', 'category', 'venue', '_status'],
    components: { beforeListTable: ['/components/admin/calendar/ImportCalendarLink#ImportCalendarLink'] },
  },
  fields: [
    requiredInOneLanguage({ name: 'title', type: 'text', required: true, maxLength: 300 }),
    { name: 'date', type: 'date', required: true, index: true },
    lastDayField,
    ...timeFields,
    {
      name: 'time',
      type: 'text',
      admin: {
        readOnly: true,
        description: 'Written from the start and end times when the entry is saved, e.g. 10:00 AM.',
        // An all-day entry has none, unless an older one was given words ("after the assembly").
        condition: (_, sibling) => sibling?.allDay !== true || !!sibling?.time,
      },
    },
    { name: 'venue', localized: true, type: 'text' },
    { name: 'description', localized: true, type: 'textarea' },
    ...calendarFields,
    attachmentsField('images', 'Images'),
    attachmentsField(),
  ],
})
