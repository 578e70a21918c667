import type { CollectionConfig } from 'payload'

import { adminsOfSchool, nobody } from '@/access/roles'
import { optionalSchoolField } from '@/fields/school'

/**
 * What was done with personal data and by whom: an Aadhaar number revealed, a person's data
 * exported or erased, submissions removed when their retention period ended. Written only by the
 * platform's own code; read by the school's admins; never edited.
 */
export const AuditLog = {
  slug: 'audit-log',
  labels: { singular: 'Audit record', plural: 'Audit log' },
  admin: {
    group: 'Settings',
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'action', 'actor', 'detail'],
    description:
      'Who revealed, exported or erased personal data, what the retention job removed, disclosure documents whose file is missing, and second factors reset.',
  },
  defaultSort: '-createdAt',
  access: { read: adminsOfSchool, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Aadhaar number revealed', value: 'reveal-aadhaar' },
        { label: 'Personal data exported', value: 'export-person' },
        { label: 'Personal data erased', value: 'erase-person' },
        { label: 'Retention: old submissions removed', value: 'retention' },
        { label: 'Disclosure: linked files missing', value: 'disclosure-files' },
        { label: 'Second factor reset', value: 'second-factor-reset' },
        { label: 'Second factor requirement changed', value: 'second-factor-setting' },
        { label: 'Privacy request: identity code mailed', value: 'privacy-request-code' },
      ],
    },
    { name: 'actor', type: 'text', admin: { description: 'The staff account, or "system".' } },
    {
      name: 'detail',
      type: 'text',
      admin: { description: 'Which record or how many, never the personal data itself.' },
    },
    // Platform-wide events (a platform admin's account, the platform settings) belong to no school:
    // only platform admins see them.
    optionalSchoolField(),
  ],
} satisfies CollectionConfig
