import { pageLanguageField } from '@/fields/language'
import { REQUEST_KIND_LABELS, PRIVACY_REQUEST_KINDS } from '@/forms/privacy-request'
import { privacyRequestCodeEndpoint } from '@/endpoints/privacy-request-code'
import { jsonOnly } from '@/endpoints/json-only'
import { checkRequestStep, mailAnswer, REQUEST_STATUSES } from '@/lib/privacy/request-steps'

import { submissionCollection } from './factory'

/**
 * A person's request about their data (REST `privacy-requests`, issue 55), from /PrivacyRequest:
 * kept as sent, with its tracking number (`JRSBKL/PR/2026/0007`); the office's own: the 90-day
 * clock, how it checked who is asking, and its written answer (a refusal with its reason), which
 * is mailed when saved. The list's CSV is the register.
 */
export const PrivacyRequests = submissionCollection(
  {
    slug: 'privacy-requests',
    labels: { singular: 'Privacy request', plural: 'Privacy requests' },
    endpoints: [jsonOnly(privacyRequestCodeEndpoint)],
    hooks: { beforeChange: [checkRequestStep], afterChange: [mailAnswer] },
    admin: {
      useAsTitle: 'number',
      defaultColumns: ['createdAt', 'number', 'kind', 'name', 'status', 'dueAt'],
      description:
        'Requests to see, correct or delete personal data, to name a nominee, and complaints. The law gives 90 days; check who is asking before you export or erase anything.',
    },
    fields: [
      { name: 'number', label: 'Tracking no.', type: 'text', unique: true, index: true },
      {
        name: 'kind',
        label: 'Asks for',
        type: 'select',
        required: true,
        options: PRIVACY_REQUEST_KINDS.map((value) => ({ value, label: REQUEST_KIND_LABELS[value] })),
      },
      { name: 'name', type: 'text', required: true },
      { name: 'email', type: 'text', required: true },
      { name: 'phone', type: 'text' },
      {
        name: 'about',
        label: 'Whose data',
        type: 'select',
        required: true,
        options: [
          { value: 'self', label: 'Their own' },
          { value: 'child', label: 'Their child’s' },
        ],
      },
      { name: 'childName', label: 'Child’s name', type: 'text' },
      { name: 'details', label: 'What they ask', type: 'textarea', required: true },
      {
        name: 'declaration',
        label: 'Declared themselves the person, or the child’s parent or guardian, and an adult',
        type: 'checkbox',
        required: true,
      },
      pageLanguageField(),
    ],
  },
  {
    pipeline: REQUEST_STATUSES.map((s) => ({ ...s })),
    officeFields: [
      {
        name: 'tools',
        type: 'ui',
        admin: {
          position: 'sidebar',
          disableListColumn: true,
          components: { Field: '/components/admin/privacy/RequestTools#RequestTools' },
        },
      },
      {
        name: 'dueAt',
        label: 'Answer due by',
        type: 'date',
        index: true,
        admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
      },
      {
        name: 'identity',
        label: 'Who is asking, checked',
        type: 'group',
        admin: {
          position: 'sidebar',
          description:
            'Filled in when the person types the code the site mailed them; or record here how you checked (in person with an ID, a call to the number on record).',
        },
        fields: [
          {
            name: 'method',
            label: 'How',
            type: 'select',
            options: [
              { value: 'email-code', label: 'A code mailed to the address given, typed back' },
              { value: 'in-person', label: 'In person, with an identity document' },
              { value: 'phone-call', label: 'A call to the phone number on record' },
            ],
          },
          { name: 'at', label: 'When', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          { name: 'note', type: 'text' },
        ],
      },
      // The code mailed to the person: its hash, when it was sent, how often it was mistyped. Never shown.
      { name: 'codeHash', type: 'text', access: { read: () => false }, admin: { hidden: true } },
      { name: 'codeSentAt', type: 'date', admin: { hidden: true } },
      { name: 'codeTries', type: 'number', admin: { hidden: true } },
      {
        name: 'answer',
        label: 'Written answer',
        type: 'textarea',
        admin: {
          rows: 8,
          description:
            'Mailed to the person when you save the request as Answered or Refused. Write it in the language they wrote in.',
        },
      },
      {
        name: 'refusalReason',
        label: 'Reason for refusing',
        type: 'text',
        admin: { description: 'Needed to refuse: the law the school relies on, or why the request cannot be met.' },
      },
      { name: 'answeredAt', label: 'Answered on', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
      {
        name: 'answerMailedAt',
        label: 'Answer mailed at',
        type: 'date',
        admin: { readOnly: true, position: 'sidebar' },
      },
      // The last of the 30-, 60- and 80-day reminders sent to the office (jobs/privacy-reminders.ts).
      { name: 'remindedDay', type: 'number', admin: { hidden: true } },
    ],
  },
)
