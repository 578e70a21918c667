import type { CollectionBeforeValidateHook, Field } from 'payload'
import { ValidationError } from 'payload'

import { requiredInOneLanguage, storedInAllLanguages } from '@/fields/localized'
import { DEFAULT_FORM_RETENTION_MONTHS } from '@/forms/privacy'
import { DEFAULT_LOCALE } from '@/i18n/locales.mjs'
import { PAGE_SLUG_PATTERN, SLUG_FORM_MESSAGE } from '@/lib/content/custom-pages'

import { takenInSchool } from '@/lib/platform/taken-in-school'

import { contentCollection } from '../factory'
import { QUESTION_BLOCKS } from './questions'
import { questionProblems, type StoredQuestion, withStoredWords } from './read'

const WHEN = { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy h:mm a' } as const

export const FORM_MESSAGES = {
  slugTaken: (slug: string) => `Another form of this school is already at /forms/${slug}. Choose another address.`,
  onePerEmail: 'To take one reply per e-mail address, the form needs an “E-mail address” question that is required.',
  onePerPhone: 'To take one reply per mobile number, the form needs a “Mobile number” question that is required.',
  mailNeedsEmail: 'To mail a confirmation, the form needs an “E-mail address” question.',
  closesBeforeOpens: 'The form cannot close before it opens.',
} as const

type FormRecord = {
  fields?: StoredQuestion[] | null
  onePer?: string | null
  mailConfirmation?: boolean | null
  opensAt?: string | null
  closesAt?: string | null
  slug?: string | null
  school?: unknown
}

const has = (questions: StoredQuestion[], kind: string, required = false) =>
  questions.some((q) => q.blockType === kind && (!required || q.required !== false))

/**
 * What the office must fix before a form can be saved: its conditions, its address, and settings
 * that need a question the form lacks. Every problem is named at once, each in its own words.
 */
const checkForm: CollectionBeforeValidateHook = async ({ data, originalDoc, req, operation }) => {
  const form = { ...(originalDoc as FormRecord | undefined), ...(data as FormRecord) }
  const id = operation === 'update' ? (originalDoc as { id?: number })?.id : undefined
  // The questions' words in every language: a save sends those of its own language only.
  const stored = (await storedInAllLanguages({ req, id, collectionSlug: 'forms' }))?.fields as
    StoredQuestion[] | undefined
  const questions = (form.fields ?? []).map((q) =>
    withStoredWords(
      q,
      stored?.find((s) => s.id === q.id),
      req.locale ?? DEFAULT_LOCALE,
    ),
  )
  const errors: { path: string; message: string }[] = questionProblems(questions).map((message) => ({
    path: 'fields',
    message,
  }))
  if (form.onePer === 'email' && !has(questions, 'email', true))
    errors.push({ path: 'onePer', message: FORM_MESSAGES.onePerEmail })
  if (form.onePer === 'phone' && !has(questions, 'phone', true))
    errors.push({ path: 'onePer', message: FORM_MESSAGES.onePerPhone })
  if (form.mailConfirmation && !has(questions, 'email'))
    errors.push({ path: 'mailConfirmation', message: FORM_MESSAGES.mailNeedsEmail })
  if (form.opensAt && form.closesAt && form.closesAt < form.opensAt)
    errors.push({ path: 'closesAt', message: FORM_MESSAGES.closesBeforeOpens })
  if (form.slug && form.school != null) {
    if (await takenInSchool(req, 'forms', form.school, 'slug', form.slug, id))
      errors.push({ path: 'slug', message: FORM_MESSAGES.slugTaken(form.slug) })
  }
  if (errors.length) throw new ValidationError({ collection: 'forms', errors, req })
  return data
}

const settings: Field[] = [
  {
    type: 'collapsible',
    label: 'When and how many',
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'opensAt',
            label: 'Opens at',
            type: 'date',
            admin: { width: '50%', date: WHEN, description: 'Empty: open as soon as it is published.' },
          },
          {
            name: 'closesAt',
            label: 'Closes at',
            type: 'date',
            admin: { width: '50%', date: WHEN, description: 'Empty: open until unpublished.' },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'limit',
            label: 'Most replies in all',
            type: 'number',
            min: 1,
            max: 100000,
            admin: { width: '50%', description: 'Empty: no limit. When reached, the form says it is full.' },
          },
          {
            name: 'onePer',
            label: 'One reply per',
            type: 'select',
            options: [
              { label: 'E-mail address', value: 'email' },
              { label: 'Mobile number', value: 'phone' },
            ],
            admin: { width: '50%', description: 'Empty: a person may send it more than once.' },
          },
        ],
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'After sending',
    fields: [
      {
        name: 'confirmation',
        label: 'What the sender reads once the reply is stored',
        type: 'textarea',
        localized: true,
        maxLength: 1000,
        admin: { description: 'Empty: “Thank you. Your reply has been received.”' },
      },
      {
        name: 'mailConfirmation',
        label: 'Mail the sender a confirmation, with a link to cancel (or to change the time booked)',
        type: 'checkbox',
        defaultValue: false,
      },
      {
        name: 'notify',
        label: 'Tell these staff of each new reply',
        type: 'relationship',
        relationTo: 'users',
        hasMany: true,
        // Whom the office mails is the office's business, not a visitor's.
        access: { read: ({ req }) => Boolean(req.user) },
        filterOptions: ({ data }) => (data?.school ? { school: { equals: data.school } } : true),
      },
    ],
  },
  {
    type: 'collapsible',
    label: 'Privacy',
    fields: [
      {
        name: 'aboutAChild',
        label: 'Asks for a child’s details',
        type: 'checkbox',
        defaultValue: false,
        admin: {
          description:
            'Tick for a form about a pupil or a child (a trip consent, a registration): it then ends with the declaration “I am this child’s parent or lawful guardian, and I am 18 years old or more”, which the law asks before a child’s data is taken, and each reply keeps it.',
        },
      },
      {
        name: 'retentionMonths',
        label: 'Keep the replies for (months)',
        type: 'number',
        required: true,
        min: 1,
        max: 120,
        defaultValue: DEFAULT_FORM_RETENTION_MONTHS,
        admin: { description: 'Replies older than this are deleted each night, with their files.' },
      },
      {
        name: 'privacyNotice',
        label: 'Privacy notice in the school’s own words',
        type: 'textarea',
        localized: true,
        maxLength: 2000,
        admin: {
          description:
            'Empty: the standard notice (what the answers are used for, that only staff read them, how long they are kept). A notice written in one language only is shown on that language’s page; the other gets the standard one.',
        },
      },
    ],
  },
]

/**
 * Forms the office builds itself (a PTM booking, a trip consent slip, a survey), answering at
 * /forms/{slug} in both languages and placeable on an own page (the Form block), with the drafts,
 * review and preview of other content. Replies are stored as form-submissions (./FormSubmissions).
 */
export const Forms = contentCollection(
  {
    slug: 'forms',
    labels: { singular: 'Form', plural: 'Forms' },
    defaultSort: '-updatedAt',
    indexes: [{ fields: ['school', 'slug'], unique: true }],
    hooks: { beforeValidate: [checkForm] },
    admin: {
      group: 'Pages',
      useAsTitle: 'title',
      defaultColumns: ['title', 'slug', 'closesAt', '_status'],
      description:
        'Forms the school builds itself: a PTM booking, a trip consent slip, a survey, an RSVP. Each answers at /forms/its-address, in English and Malayalam; its replies are under Inbox → Form replies.',
      components: {
        edit: { beforeDocumentControls: ['/components/admin/forms/FormReplies#FormReplies'] },
      },
    },
    fields: [
      requiredInOneLanguage({ name: 'title', type: 'text', required: true, maxLength: 150 }),
      {
        name: 'slug',
        label: 'Address',
        type: 'text',
        required: true,
        index: true,
        maxLength: 60,
        admin: { description: 'After /forms/: ptm-class-5 gives /forms/ptm-class-5.' },
        validate: (value: unknown) =>
          typeof value === 'string' && PAGE_SLUG_PATTERN.test(value) ? true : SLUG_FORM_MESSAGE,
      },
      {
        name: 'intro',
        label: 'Introduction',
        type: 'textarea',
        localized: true,
        maxLength: 3000,
        admin: { description: 'What the form is for, shown above it. May be left empty.' },
      },
      {
        name: 'fields',
        label: 'Questions',
        type: 'blocks',
        minRows: 1,
        maxRows: 60,
        required: true,
        blocks: QUESTION_BLOCKS,
        labels: { singular: 'Question', plural: 'Questions' },
        admin: { initCollapsed: false },
      },
      ...settings,
    ],
  },
  { demo: false },
)
