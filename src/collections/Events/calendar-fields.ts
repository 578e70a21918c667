import type { Field } from 'payload'

import { CIRCULAR_CLASSES } from '@/collections/Circulars/categories'
import { dayOf, readRecurrence } from '@/lib/calendar/occurrences'

import { DEFAULT_EVENT_CATEGORY, EVENT_CATEGORIES, EVENT_CATEGORY_LABELS } from './categories'

export const END_BEFORE_START = 'The last day is before the first day.'

type Sibling = { date?: string | null }

/**
 * An event as a calendar entry (issue 51), beside SPEC §3's fields: its last day, what it is,
 * the classes it concerns, how it repeats and the dates it skips (lib/calendar/occurrences.ts).
 */
export const calendarFields: Field[] = [
  {
    name: 'endDate',
    label: 'Last day',
    type: 'date',
    admin: { description: 'For an entry of several days (e.g. Onam holidays); empty for one day.' },
    validate: (value: unknown, { siblingData }: { siblingData: Sibling }) => {
      const [first, last] = [dayOf(siblingData?.date), dayOf(value as string | null)]
      return first && last && last < first ? END_BEFORE_START : true
    },
  },
  {
    name: 'category',
    type: 'select',
    index: true,
    defaultValue: DEFAULT_EVENT_CATEGORY,
    options: EVENT_CATEGORIES.map((value) => ({ value, label: EVENT_CATEGORY_LABELS[value] })),
  },
  {
    name: 'classes',
    type: 'select',
    hasMany: true,
    options: CIRCULAR_CLASSES.map((value) => ({ label: value, value })),
    admin: { description: 'The classes it concerns; none for the whole school.' },
  },
  {
    name: 'recurrence',
    label: 'Repeats',
    type: 'text',
    maxLength: 200,
    admin: {
      description:
        'Empty for an entry that does not repeat. Every second Saturday: FREQ=MONTHLY;BYDAY=2SA. Every Wednesday until 31 March 2027: FREQ=WEEKLY;BYDAY=WE;UNTIL=20270331.',
    },
    validate: (value: unknown, { siblingData }: { siblingData: Sibling }) => {
      if (typeof value !== 'string' || !value.trim()) return true
      const read = readRecurrence(value, dayOf(siblingData?.date) ?? new Date().toISOString().slice(0, 10))
      return typeof read === 'string' ? read : true
    },
  },
  {
    name: 'exceptions',
    label: 'Dates it skips',
    labels: { singular: 'Skipped date', plural: 'Skipped dates' },
    type: 'array',
    admin: { description: 'Days a repeating entry does not fall on (e.g. a second Saturday that is a working day).' },
    fields: [{ name: 'date', type: 'date', required: true }],
  },
]
