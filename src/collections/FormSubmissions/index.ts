import { pageLanguageField } from '@/fields/language'
import { formRepliesCsvEndpoint } from '@/endpoints/form-replies-csv'

import { submissionCollection } from '../factory'
import { mailOnReply } from './mail'

/**
 * Replies to the forms the office builds (collections/Forms): what was answered, question by
 * question as the form asked it when sent, kept as sent. Read by the school's admins alone, as
 * every inbox is; stored by the site's own code (lib/submissions/office-form.ts).
 *
 * The booking columns hold the capacity: a reply that takes a place holds its number, and the
 * unique indexes below let no two replies hold the same place of a time (or of the form's limit),
 * nor two replies the same e-mail address or phone where the form takes one each. A cancelled
 * reply gives its places back by clearing them.
 */
export const FormSubmissions = submissionCollection(
  {
    slug: 'form-submissions',
    labels: { singular: 'Form reply', plural: 'Form replies' },
    indexes: [
      { fields: ['form', 'slot', 'place'], unique: true },
      { fields: ['form', 'limitPlace'], unique: true },
      { fields: ['form', 'onceKey'], unique: true },
    ],
    endpoints: [formRepliesCsvEndpoint],
    hooks: { afterChange: [mailOnReply] },
    admin: {
      useAsTitle: 'summary',
      defaultColumns: ['createdAt', 'form', 'summary', 'slotLabel', 'language', 'status'],
      description:
        'Replies to the school’s own forms. Choose a form in the filter (or open the form) to see its replies alone.',
    },
    fields: [
      { name: 'form', type: 'relationship', relationTo: 'forms', required: true, index: true },
      { name: 'summary', label: 'From', type: 'text', admin: { description: 'The reply’s first short answer.' } },
      {
        name: 'answers',
        type: 'json',
        required: true,
        admin: { components: { Field: '/components/admin/forms/FormAnswers#FormAnswers' } },
      },
      { name: 'email', label: 'E-mail', type: 'text', index: true },
      { name: 'phone', label: 'Mobile', type: 'text', index: true },
      { name: 'files', type: 'upload', relationTo: 'private-files', hasMany: true },
      { name: 'slot', type: 'text', admin: { hidden: true } },
      { name: 'slotLabel', label: 'Time booked', type: 'text' },
      { name: 'place', type: 'number', admin: { hidden: true } },
      { name: 'limitPlace', type: 'number', admin: { hidden: true } },
      { name: 'onceKey', type: 'text', admin: { hidden: true } },
      {
        name: 'formVersion',
        label: 'Version of the form',
        type: 'text',
        admin: { position: 'sidebar', description: 'The form’s version it was sent on (Versions tab of the form).' },
      },
      {
        name: 'cancelledAt',
        label: 'Cancelled by the sender at',
        type: 'date',
        admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      },
      pageLanguageField(),
    ],
  },
  { statuses: [{ label: 'Cancelled by the sender', value: 'cancelled' }] },
)
