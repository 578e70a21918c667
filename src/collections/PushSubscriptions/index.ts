import type { CollectionConfig } from 'payload'

import { adminsOfSchool, nobody } from '@/access/roles'
import { pageLanguageField } from '@/fields/language'
import { noticeVersionField } from '@/fields/notice-version'
import { schoolField } from '@/fields/school'

import { CIRCULAR_CLASSES } from '../Circulars/categories'
import { TOPIC_LABELS, TOPICS } from '../Subscriptions/choices'

/**
 * A phone or computer that asked for the school's alerts by web push ("Get alerts on this phone"
 * on /Subscribe): its push service's address and keys, with the same classes, topics and language
 * as a mail subscription. The browser's own permission prompt is the confirmation, so there is no
 * pending state. Created and removed by the site's own code (lib/notifications/push-subscriptions.ts)
 * and when the push service says the phone is gone; read by the school's admins only, and the
 * keys by nobody, since they would let anyone write to the phone.
 */
export const PushSubscriptions = {
  slug: 'push-subscriptions',
  labels: { singular: 'Phone (web push)', plural: 'Phones (web push)' },
  admin: {
    group: 'Notifications',
    useAsTitle: 'service',
    defaultColumns: ['service', 'topics', 'classes', 'language', 'lastSentAt'],
    description:
      'Phones and computers that get the school\'s notifications ("Get alerts on this phone" on the Subscribe page). One is removed when its owner turns the alerts off, or when its browser\'s push service says it is gone.',
  },
  defaultSort: '-createdAt',
  access: { read: adminsOfSchool, create: nobody, update: nobody, delete: adminsOfSchool },
  indexes: [{ fields: ['school', 'endpoint'], unique: true }],
  fields: [
    {
      // The browser's push service, for the list (the whole address is the phone's own).
      name: 'service',
      label: 'Push service',
      type: 'text',
      admin: { readOnly: true },
    },
    {
      name: 'endpoint',
      type: 'text',
      required: true,
      access: { read: () => false },
      admin: { hidden: true },
    },
    { name: 'p256dh', type: 'text', required: true, access: { read: () => false }, admin: { hidden: true } },
    { name: 'auth', type: 'text', required: true, access: { read: () => false }, admin: { hidden: true } },
    {
      name: 'topics',
      type: 'select',
      hasMany: true,
      required: true,
      options: TOPICS.map((value) => ({ value, label: TOPIC_LABELS[value] })),
      admin: { readOnly: true },
    },
    {
      name: 'classes',
      label: 'Classes followed',
      type: 'select',
      hasMany: true,
      options: CIRCULAR_CLASSES.map((value) => ({ value, label: value })),
      admin: { readOnly: true, description: 'None: whole-school circulars only.' },
    },
    pageLanguageField('The language the notifications are written in.'),
    {
      name: 'lastSentAt',
      label: 'Last notification',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'failures',
      label: 'Refused deliveries in a row',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', readOnly: true },
    },
    noticeVersionField(),
    schoolField(),
  ],
} satisfies CollectionConfig
