import { admissionMergeEndpoint } from '@/endpoints/admission-merge'
import { admissionMoveEndpoint } from '@/endpoints/admission-move'
import { jsonOnly } from '@/endpoints/json-only'
import { aadhaarField, revealAadhaarEndpoint } from '@/fields/aadhaar'
import { ADMISSION_CATEGORIES, GENDERS, options } from '@/forms/options'
import { DECLARATION } from '@/forms/admission-fields'

import { pageLanguageField } from '@/fields/language'
import { ADMISSION_CLASSES } from '@/lib/admissions/season'
import { ADMISSION_STATUSES, STATUS_LABELS } from '@/lib/admissions/pipeline'
import { recordStatusChange, refreshSeats } from '@/lib/admissions/status-history'
import { notifyOnCreate } from '@/hooks/notify'
import { queueStepMail } from '@/jobs/admission-mail'

import { submissionCollection } from './factory'

const sameSchool = ({ data }: { data?: { school?: unknown } }) =>
  data?.school
    ? { school: { equals: typeof data.school === 'object' ? (data.school as { id: number }).id : data.school } }
    : true

/**
 * Applications for admission: SPEC's registration form as sent (kept as sent), with the session
 * and class it was sent for and its number (`JRSBKL/2026-27/I/0042`, lib/admissions/
 * application-number.ts), and the office's own: the step it is at, each change of step with who
 * and when, who handles it, and the applications that may be the same child's.
 */
export const AdmissionRegistrations = submissionCollection(
  {
    slug: 'admission-registrations',
    labels: { singular: 'Admission registration', plural: 'Admission registrations' },
    endpoints: [
      jsonOnly(revealAadhaarEndpoint('admission-registrations')),
      admissionMoveEndpoint,
      admissionMergeEndpoint,
    ],
    indexes: [
      { fields: ['session', 'class', 'seq'], unique: true },
      // A place at one of the session's interaction times is one application's (lib/admissions/interaction-times.ts).
      { fields: ['session', 'interactionTime', 'interactionSeat'], unique: true },
    ],
    hooks: {
      beforeChange: [recordStatusChange],
      afterChange: [notifyOnCreate('admission-registrations'), refreshSeats, queueStepMail],
    },
    admin: {
      group: 'Admissions',
      useAsTitle: 'name',
      defaultColumns: ['createdAt', 'number', 'name', 'class', 'fatherName', 'language', 'status'],
    },
    fields: [
      { name: 'number', label: 'Application no.', type: 'text', unique: true, index: true },
      { name: 'session', type: 'relationship', relationTo: 'admission-sessions', index: true },
      { name: 'class', type: 'select', required: true, defaultValue: 'I', options: [...ADMISSION_CLASSES] },
      // The number's place in its class's run, which the unique index above keeps to one application.
      { name: 'seq', type: 'number', admin: { hidden: true } },
      // What finds the same child twice (lib/submissions/admission.ts): name and birthday, the parents' numbers.
      { name: 'childKey', type: 'text', index: true, admin: { hidden: true } },
      { name: 'phoneKeys', type: 'text', admin: { hidden: true } },
      { name: 'name', label: 'Student name', type: 'text', required: true },
      { name: 'gender', type: 'select', required: true, options: options(GENDERS) },
      { name: 'dob', label: 'Date of birth', type: 'date', required: true },
      { name: 'religion', type: 'text', required: true },
      { name: 'address', label: 'Community', type: 'text' },
      { name: 'category', type: 'select', required: true, options: options(ADMISSION_CATEGORIES) },
      aadhaarField(),
      { name: 'address1', label: 'Postal address', type: 'textarea', required: true },
      { name: 'phone2', label: 'WhatsApp No', type: 'text', required: true },
      { name: 'fatherName', label: 'Father name', type: 'text', required: true },
      { name: 'profession', label: 'Father occupation', type: 'text', required: true },
      { name: 'phone', label: "Father's mobile no", type: 'text', required: true },
      { name: 'email', label: "Father's email", type: 'text' },
      { name: 'motherName', label: 'Mother name', type: 'text', required: true },
      { name: 'profession1', label: "Mother's occupation", type: 'text', required: true },
      { name: 'phone1', label: "Mother's mobile no", type: 'text', required: true },
      { name: 'email1', label: "Mother's email", type: 'text' },
      { name: 'hasSiblings', label: 'Siblings studying at the school', type: 'checkbox', defaultValue: false },
      {
        name: 'siblings',
        type: 'array',
        fields: [
          { name: 'name', type: 'text', required: true },
          { name: 'class', type: 'text', required: true },
        ],
      },
      {
        name: 'declaration',
        label: 'Declaration accepted',
        type: 'checkbox',
        required: true,
        // SPEC's form keeps its declaration word for word; the record says which one the parent ticked.
        admin: { description: `Sent under the form’s declaration: “${DECLARATION}”` },
      },
      pageLanguageField(),
    ],
  },
  {
    pipeline: ADMISSION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    officeFields: [
      {
        name: 'whatsApp',
        type: 'ui',
        admin: {
          position: 'sidebar',
          disableListColumn: true,
          components: { Field: '/components/admin/admissions/WhatsAppStep#WhatsAppStep' },
        },
      },
      {
        name: 'quiet',
        label: 'Change the status quietly (no mail to the parents)',
        type: 'checkbox',
        virtual: true,
        admin: { position: 'sidebar' },
      },
      {
        name: 'interactionAt',
        label: 'Interaction on',
        type: 'date',
        admin: {
          position: 'sidebar',
          date: { pickerAppearance: 'dayAndTime' },
          description: 'Filled in when the parents choose one of the session’s interaction times.',
        },
      },
      {
        name: 'interactionPlace',
        label: 'Interaction: where, with whom',
        type: 'text',
        admin: { position: 'sidebar', description: 'Filled into the parents’ mail as {slot}.' },
      },
      // The session's interaction time the parents chose from their mail's link, and their place in it.
      { name: 'interactionTime', type: 'text', admin: { hidden: true } },
      { name: 'interactionSeat', type: 'number', admin: { hidden: true } },
      {
        name: 'assignee',
        label: 'Handled by',
        type: 'relationship',
        relationTo: 'users',
        filterOptions: sameSchool,
        admin: { position: 'sidebar' },
      },
      {
        name: 'possibleDuplicates',
        label: 'Possibly the same child as',
        type: 'relationship',
        relationTo: 'admission-registrations',
        hasMany: true,
        admin: {
          readOnly: true,
          description:
            'Same child’s name and date of birth, or a parent’s mobile number already given this session. If it is the same child, merge the other into this one below.',
        },
      },
      {
        name: 'mergeDuplicates',
        type: 'ui',
        admin: {
          disableListColumn: true,
          components: { Field: '/components/admin/admissions/DuplicateMerge#DuplicateMerge' },
        },
      },
      {
        name: 'mergedInto',
        label: 'Merged into',
        type: 'relationship',
        relationTo: 'admission-registrations',
        admin: {
          readOnly: true,
          position: 'sidebar',
          condition: (data) => data?.mergedInto != null,
          description: 'The same child’s application this one was merged into; it carries on there.',
        },
      },
      {
        name: 'history',
        label: 'Steps',
        type: 'array',
        admin: {
          readOnly: true,
          initCollapsed: true,
          components: { RowLabel: '/components/admin/admissions/StepRowLabel#StepRowLabel' },
        },
        fields: [
          {
            name: 'status',
            type: 'select',
            options: ADMISSION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
          },
          { name: 'at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          { name: 'by', type: 'relationship', relationTo: 'users' },
          { name: 'quiet', type: 'checkbox' },
          { name: 'mailedAt', label: 'Mailed at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        ],
      },
    ],
  },
)
