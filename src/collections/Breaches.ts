import type { CollectionConfig } from 'payload'

import { adminsOfSchool } from '@/access/roles'
import { schoolField } from '@/fields/school'
import { breachEn } from '@/i18n/messages/breach'
import { BREACH_DATA, BREACH_PEOPLE, BREACH_STATUSES } from '@/lib/privacy/breach-drafts'
import { logOpening } from '@/lib/privacy/access-log'
import { reportedOnceSent } from '@/lib/privacy/breaches'

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * The breach register (REST `breaches`, DPDP Rules 2025 r. 7): each loss, leak or wrongful sight
 * of personal data the school holds, written by the office itself. What it records is what the
 * Board and the people affected must be told; the record's page shows the 72-hour clock of the
 * Board's report and the drafts of both, in English and Malayalam (lib/privacy/breach-drafts.ts).
 * Like the inbox, read and written by the school's admins alone, each opening in the access log.
 */
export const Breaches: CollectionConfig = {
  slug: 'breaches',
  labels: { singular: 'Data breach', plural: 'Data breaches' },
  admin: {
    group: 'Inbox',
    useAsTitle: 'title',
    defaultColumns: ['foundAt', 'title', 'status', 'boardReportAt', 'peopleToldAt'],
    description:
      'The breach register: personal data the school holds lost, sent to the wrong people, seen or changed by someone who should not have. Tell the Data Protection Board at once and send its detailed report within 72 hours of learning of it; tell each person affected. Each record writes both for you, in English and Malayalam.',
  },
  defaultSort: '-foundAt',
  access: { read: adminsOfSchool, create: adminsOfSchool, update: adminsOfSchool, delete: adminsOfSchool },
  hooks: {
    beforeChange: [reportedOnceSent],
    // Each opening by staff is logged (who saw what, kept a year), as an inbox's.
    afterOperation: [logOpening],
  },
  fields: [
    {
      name: 'title',
      label: 'What happened',
      type: 'text',
      required: true,
      admin: { description: 'In a line: “Admission list mailed to the wrong parents”, “Office laptop stolen”.' },
    },
    {
      name: 'description',
      label: 'Description',
      type: 'textarea',
      required: true,
      admin: {
        rows: 5,
        description:
          'Its nature (what was lost, sent, seen or changed, and how), its extent (which records, how many) and where it happened (which system, office, device or mail).',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'occurredAt',
          label: 'When it happened, if known',
          type: 'date',
          admin: { width: '50%', ...dayAndTime },
        },
        {
          name: 'foundAt',
          label: 'When the school learnt of it',
          type: 'date',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
          admin: {
            width: '50%',
            ...dayAndTime,
            description: 'The 72 hours for the Board’s report run from here.',
          },
        },
      ],
    },
    {
      name: 'circumstances',
      label: 'How it came about',
      type: 'textarea',
      admin: {
        rows: 3,
        description: 'The events, circumstances and reasons that led to it, as far as known (for the Board’s report).',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'people',
          label: 'Whose data',
          type: 'select',
          hasMany: true,
          options: BREACH_PEOPLE.map((value) => ({ value, label: breachEn.people[value] })),
          admin: { width: '50%' },
        },
        {
          name: 'peopleCount',
          label: 'About how many people',
          type: 'number',
          min: 0,
          admin: { width: '50%' },
        },
      ],
    },
    {
      name: 'dataKinds',
      label: 'Kinds of data',
      type: 'select',
      hasMany: true,
      options: BREACH_DATA.map((value) => ({ value, label: breachEn.data[value] })),
    },
    {
      name: 'consequences',
      label: 'Likely consequences',
      type: 'textarea',
      admin: {
        rows: 3,
        description:
          'What may follow for the people affected: calls or messages from strangers, misuse of an Aadhaar number, embarrassment.',
      },
    },
    {
      name: 'measures',
      label: 'Measures taken',
      type: 'textarea',
      admin: {
        rows: 3,
        description:
          'What the school did to contain it and reduce the risk (mail recalled, passwords changed, files taken down), and what it still plans.',
      },
    },
    {
      name: 'selfProtection',
      label: 'Steps people can take',
      type: 'textarea',
      admin: {
        rows: 3,
        description:
          'What the people affected can do to protect themselves: never share an OTP, lock Aadhaar biometrics at uidai.gov.in, watch for calls in the school’s name.',
      },
    },
    {
      name: 'findings',
      label: 'Findings about who caused it',
      type: 'textarea',
      admin: { rows: 2, description: 'For the Board’s report; leave empty while nothing is established.' },
    },
    {
      name: 'remedial',
      label: 'Remedial measures',
      type: 'textarea',
      admin: { rows: 3, description: 'What the school changes so that it does not happen again.' },
    },
    {
      name: 'contact',
      label: 'Who answers questions about it',
      type: 'group',
      admin: {
        description:
          'Left empty, the drafts name the school’s grievance officer (Settings → Schools → Privacy). Fill in only what differs.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', maxLength: 120, admin: { width: '50%' } },
            { name: 'role', label: 'Designation', type: 'text', maxLength: 120, admin: { width: '50%' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'email', type: 'email', admin: { width: '50%' } },
            { name: 'phone', type: 'text', maxLength: 40, admin: { width: '50%' } },
          ],
        },
      ],
    },
    {
      name: 'drafts',
      type: 'ui',
      admin: {
        disableListColumn: true,
        components: { Field: '/components/admin/privacy/BreachDrafts#BreachDrafts' },
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: BREACH_STATUSES.map((s) => ({ ...s })),
      admin: { position: 'sidebar', description: 'Becomes “Reported to the Board” when the report’s date is saved.' },
    },
    {
      name: 'clock',
      type: 'ui',
      admin: {
        position: 'sidebar',
        disableListColumn: true,
        components: { Field: '/components/admin/privacy/BreachTools#BreachTools' },
      },
    },
    {
      name: 'boardToldAt',
      label: 'First intimation sent to the Board',
      type: 'date',
      admin: { position: 'sidebar', ...dayAndTime, description: 'Without delay, once the school learns of it.' },
    },
    {
      name: 'boardReportAt',
      label: 'Detailed report sent to the Board',
      type: 'date',
      admin: { position: 'sidebar', ...dayAndTime, description: 'Within 72 hours of learning of it.' },
    },
    {
      name: 'peopleToldAt',
      label: 'People affected told',
      type: 'date',
      admin: { position: 'sidebar', ...dayAndTime, description: 'Without delay: each person affected.' },
    },
    schoolField(),
  ],
}
