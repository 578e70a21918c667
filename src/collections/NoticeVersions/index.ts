import type { CollectionConfig } from 'payload'

import { nobody, publicRead } from '@/access/roles'
import { OFFICE_FORM_NOTICES, PRIVACY_FORMS } from '@/forms/privacy'
import { schoolField } from '@/fields/school'

/**
 * Every wording of a form's privacy notice that visitors were shown, in both languages: the record
 * a consent points at (DPDP). Made by the platform's own code when a notice first needs one or
 * its words change (lib/privacy/notice-versions.ts), never edited, so what a parent agreed to
 * stays readable. Public to read, as the notices themselves are.
 */
export const NoticeVersions = {
  slug: 'notice-versions',
  labels: { singular: 'Privacy notice version', plural: 'Privacy notice versions' },
  admin: {
    group: 'Settings',
    useAsTitle: 'title',
    defaultColumns: ['title', 'createdAt'],
    description:
      "Every wording of each form's privacy notice that visitors have been shown, in English and Malayalam. A new version is made by itself when the school changes a notice or a retention period (Schools → Privacy); each submission records the version it was sent under.",
  },
  defaultSort: '-createdAt',
  access: { read: publicRead, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['school', 'form', 'officeForm', 'version'], unique: true }],
  fields: [
    { name: 'title', type: 'text', admin: { readOnly: true } },
    {
      name: 'form',
      type: 'select',
      required: true,
      index: true,
      options: [
        ...Object.entries(PRIVACY_FORMS).map(([value, form]) => ({ label: form.label, value })),
        { label: 'A form the school built', value: OFFICE_FORM_NOTICES },
      ],
      admin: { readOnly: true },
    },
    {
      // The built form's number (collections/Forms); 0 for the site's own forms. A number, not a
      // relationship: it is part of the unique index, which a missing value would not hold.
      name: 'officeForm',
      label: 'Form number',
      type: 'number',
      required: true,
      defaultValue: 0,
      index: true,
      admin: { readOnly: true, condition: (data) => Boolean(data?.officeForm) },
    },
    { name: 'version', type: 'number', required: true, admin: { readOnly: true } },
    {
      name: 'text',
      label: 'What visitors were told',
      type: 'textarea',
      localized: true,
      admin: { readOnly: true },
    },
    {
      name: 'retentionMonths',
      label: 'Kept for (months)',
      type: 'number',
      admin: { readOnly: true, description: 'Empty for a form kept until the visitor leaves (subscriptions).' },
    },
    {
      // Payload's own creation time, named for what it means here.
      name: 'createdAt',
      type: 'date',
      label: 'In force from',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    schoolField(),
  ],
} satisfies CollectionConfig
