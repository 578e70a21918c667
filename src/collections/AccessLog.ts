import type { CollectionConfig } from 'payload'

import { adminsOfSchool, nobody } from '@/access/roles'
import { optionalSchoolField } from '@/fields/school'

/**
 * Who saw what (REST `access-log`, issue 55): each opening, export and reveal by staff of a record
 * holding personal data (lib/privacy/access-log.ts). Written by the platform's own code alone;
 * read by the school's admins for their school; kept a year, then removed by the nightly job.
 */
export const AccessLog = {
  slug: 'access-log',
  labels: { singular: 'Access record', plural: 'Access log' },
  admin: {
    group: 'Settings',
    useAsTitle: 'record',
    defaultColumns: ['createdAt', 'actor', 'action', 'record'],
    description:
      'Who opened, exported or revealed a record with personal data (messages, applications, registrations, form replies, requests, data breaches, subscribers), and when. Kept for a year.',
  },
  defaultSort: '-createdAt',
  access: { read: adminsOfSchool, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'actor', type: 'text', required: true, index: true, admin: { description: 'The staff account.' } },
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Opened', value: 'open' },
        { label: 'Exported', value: 'export' },
        { label: 'Revealed (Aadhaar)', value: 'reveal' },
      ],
    },
    {
      name: 'record',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Which record, by its list and number.' },
    },
    optionalSchoolField(),
  ],
} satisfies CollectionConfig
