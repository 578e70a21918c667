import type { CollectionConfig } from 'payload'

import { adminsOfSchool, nobody } from '@/access/roles'
import { pageLanguageField } from '@/fields/language'
import { noticeVersionField } from '@/fields/notice-version'
import { schoolField } from '@/fields/school'
import { logOpening } from '@/lib/privacy/access-log'

import { CIRCULAR_CLASSES } from '../Circulars/categories'
import { FREQUENCIES, FREQUENCY_LABELS, SUBSCRIPTION_STATES, TOPIC_LABELS, TOPICS } from './choices'

/**
 * A parent's e-mail subscription (/Subscribe): the classes and topics they follow, how often, in
 * which language. Created and changed only by the site's own code, from the parent's form and the
 * links in their mails; the school's admins read the list and may pause or remove an address; an
 * address is personal data, so nobody else reads it and no log writes it.
 */
export const Subscriptions = {
  slug: 'subscriptions',
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  admin: {
    group: 'Notifications',
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'topics', 'classes', 'frequency', 'language'],
    description:
      "Parents who asked for the school's news by e-mail (the Subscribe page). They change their choices or leave from a link in every mail; nothing is sent to an address until its owner confirms it.",
  },
  defaultSort: '-createdAt',
  access: { read: adminsOfSchool, create: nobody, update: adminsOfSchool, delete: adminsOfSchool },
  // Each opening by staff is logged (who saw what, kept a year).
  hooks: { afterOperation: [logOpening] },
  indexes: [{ fields: ['school', 'email'], unique: true }],
  fields: [
    {
      name: 'email',
      type: 'text',
      required: true,
      index: true,
      access: { update: () => false },
      admin: { readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: SUBSCRIPTION_STATES.map((value) => ({
        value,
        label: { pending: 'Waiting for confirmation', confirmed: 'Confirmed', paused: 'Paused' }[value],
      })),
      admin: {
        position: 'sidebar',
        description:
          'Paused: mail to it failed three times in a row; nothing is sent until the parent subscribes again.',
      },
    },
    {
      name: 'topics',
      type: 'select',
      hasMany: true,
      required: true,
      options: TOPICS.map((value) => ({ value, label: TOPIC_LABELS[value] })),
      access: { update: () => false },
      admin: { readOnly: true },
    },
    {
      name: 'classes',
      label: 'Classes followed',
      type: 'select',
      hasMany: true,
      options: CIRCULAR_CLASSES.map((value) => ({ value, label: value })),
      access: { update: () => false },
      admin: { readOnly: true, description: 'None: whole-school circulars only.' },
    },
    {
      name: 'frequency',
      label: 'How often',
      type: 'select',
      required: true,
      defaultValue: 'instant',
      options: FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABELS[value] })),
      access: { update: () => false },
      admin: { readOnly: true },
    },
    pageLanguageField('The language the mails are written in.'),
    {
      name: 'confirmedAt',
      label: 'Confirmed',
      type: 'date',
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // When the last confirmation or "change your choices" mail went: one per address per window.
      name: 'linkSentAt',
      type: 'date',
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
    {
      name: 'failures',
      label: 'Failed deliveries in a row',
      type: 'number',
      defaultValue: 0,
      access: { update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    noticeVersionField(),
    schoolField(),
  ],
} satisfies CollectionConfig
