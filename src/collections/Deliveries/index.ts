import type { CollectionConfig } from 'payload'

import { adminsOfSchool, nobody } from '@/access/roles'
import { schoolField } from '@/fields/school'

import { DELIVERY_CHANNELS, DELIVERY_KINDS, DELIVERY_STATES } from './states'

/**
 * The delivery log: one row per subscriber and publication (and channel), written by the sending
 * jobs (lib/notifications), read by the school's admins. The row's key is what keeps a parent from
 * getting the same circular twice: (subscription, record, channel) is unique. It names the
 * subscription by number only; the address stays in the subscriber's record.
 */
export const Deliveries = {
  slug: 'deliveries',
  labels: { singular: 'Delivery', plural: 'Delivery log' },
  admin: {
    group: 'Notifications',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'kind', 'sentAt', 'error'],
    description:
      "What was sent to subscribers, publication by publication: waiting, sent, failed (with the mail server's reason) or not sent because the record was unpublished first.",
  },
  defaultSort: '-createdAt',
  access: { read: adminsOfSchool, create: nobody, update: nobody, delete: nobody },
  indexes: [
    { fields: ['subscription', 'recordKey', 'channel'], unique: true },
    // The sending's pick: waiting rows in the order they go (alerts first), read from the front.
    { fields: ['status', 'priority', 'dueAt'] },
  ],
  fields: [
    { name: 'title', label: 'Publication', type: 'text', admin: { readOnly: true } },
    {
      name: 'recordKey',
      label: 'Record',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true, description: 'The collection and number of what was published, e.g. circulars:12.' },
    },
    { name: 'subscription', label: 'Subscriber number', type: 'number', required: true, admin: { readOnly: true } },
    {
      name: 'channel',
      type: 'select',
      required: true,
      defaultValue: 'mail',
      options: DELIVERY_CHANNELS.map((value) => ({
        value,
        label: { mail: 'E-mail', push: 'Phone (web push)' }[value],
      })),
      admin: { readOnly: true },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'instant',
      options: DELIVERY_KINDS.map((value) => ({
        value,
        label: { instant: 'At once', daily: 'Daily digest', weekly: 'Weekly digest' }[value],
      })),
      admin: { readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: DELIVERY_STATES.map((value) => ({
        value,
        label: {
          queued: 'Waiting',
          sending: 'Sending',
          sent: 'Sent',
          failed: 'Failed',
          skipped: 'Not sent (unpublished)',
        }[value],
      })),
      admin: { readOnly: true },
    },
    { name: 'priority', type: 'number', defaultValue: 1, admin: { hidden: true } },
    { name: 'dueAt', label: 'Due', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'attempts', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    {
      name: 'sentAt',
      label: 'Sent',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'error',
      label: 'Reason',
      type: 'text',
      admin: { readOnly: true, description: "The mail server's answer when it refused, never the address." },
    },
    schoolField(),
  ],
} satisfies CollectionConfig
