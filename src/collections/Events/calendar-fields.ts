import type { CollectionBeforeChangeHook, Field } from 'payload'

import { CIRCULAR_CLASSES } from '@/collections/Circulars/categories'
import { dayOf, readRecurrence } from '@/lib/calendar/occurrences'
import { CLOCK_OPTIONS, entryTimes } from '@/lib/calendar/times'

import { DEFAULT_EVENT_CATEGORY, EVENT_CATEGORIES, EVENT_CATEGORY_LABELS } from './categories'

export const END_BEFORE_START = 'The last day is before the first day.'
export const END_TIME_BEFORE_START = 'The end time is not after the start time.'

type Sibling = { date?: string | null; allDay?: boolean | null; startTime?: string | null }

const timed = (_: unknown, sibling: Sibling) => sibling?.allDay !== true

/** The times of day an entry is saved with, and SPEC's `time` written from them (lib/calendar/times.ts). */
export const deriveEntryTimes: CollectionBeforeChangeHook = ({ data }) => ({ ...data, ...entryTimes(data) })

/** A time of day in the generated types: "HH:MM", not a union of its 288 values. */
const CLOCK_TYPE = () => ({ type: ['string', 'null'] as ('string' | 'null')[] })

/** All day, or from a start (and an end) on the school's clock; SPEC's `time` is written from them. */
export const timeFields: Field[] = [
  {
    name: 'allDay',
    label: 'All day',
    type: 'checkbox',
    defaultValue: true,
    admin: { description: 'Untick to give a start time (and an end time).' },
  },
  {
    type: 'row',
    fields: [
      {
        name: 'startTime',
        label: 'Starts at',
        type: 'select',
        options: CLOCK_OPTIONS,
        typescriptSchema: [CLOCK_TYPE],
        admin: { condition: timed, width: '50%' },
      },
      {
        name: 'endTime',
        label: 'Ends at',
        type: 'select',
        options: CLOCK_OPTIONS,
        typescriptSchema: [CLOCK_TYPE],
        admin: { condition: timed, width: '50%' },
        validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
          typeof value === 'string' &&
          siblingData?.allDay !== true &&
          typeof siblingData?.startTime === 'string' &&
          value <= siblingData.startTime
            ? END_TIME_BEFORE_START
            : true,
      },
    ],
  },
]

/** An entry's last day, beside its first (issue 51). */
export const lastDayField: Field = {
  name: 'endDate',
  label: 'Last day',
  type: 'date',
  admin: { description: 'For an entry of several days (e.g. Onam holidays); empty for one day.' },
  validate: (value: unknown, { siblingData }: { siblingData: Sibling }) => {
    const [first, last] = [dayOf(siblingData?.date), dayOf(value as string | null)]
    return first && last && last < first ? END_BEFORE_START : true
  },
}

/**
 * An event as a calendar entry (issue 51), beside SPEC §3's fields: what it is, the classes it
 * concerns, how it repeats and the dates it skips (lib/calendar/occurrences.ts).
 */
export const calendarFields: Field[] = [
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
      components: { Field: '/components/admin/calendar/RepeatsField#RepeatsField' },
      description: 'A day it should not fall on (a second Saturday made a working day) goes under Dates it skips.',
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
    admin: {
      description: 'Days a repeating entry does not fall on (e.g. a second Saturday that is a working day).',
      condition: (_: unknown, sibling: { recurrence?: string | null; exceptions?: unknown[] | null }) =>
        !!sibling?.recurrence?.trim() || !!sibling?.exceptions?.length,
    },
    fields: [{ name: 'date', type: 'date', required: true }],
  },
  {
    name: 'importUid',
    label: 'Imported from',
    type: 'text',
    index: true,
    maxLength: 500,
    admin: {
      readOnly: true,
      position: 'sidebar',
      description:
        'Its identity in the calendar it was imported from (Google, Outlook): importing that calendar again changes this entry rather than adding a second.',
      condition: (_: unknown, sibling: { importUid?: string | null }) => !!sibling?.importUid,
    },
  },
]
