import type { CollectionBeforeValidateHook, Field } from 'payload'
import { ValidationError } from 'payload'

import { ADMISSION_STATUSES, STATUS_LABELS } from '@/lib/admissions/pipeline'
import { ADMISSION_CLASSES, sessionYearProblem } from '@/lib/admissions/season'
import { DEFAULT_MAILS, mailKey, TEMPLATE_WORDS } from '@/lib/admissions/status-mail'

import { takenInSchool } from '@/lib/platform/taken-in-school'

import { profileCollection } from '../factory'

const DAY = { date: { pickerAppearance: 'dayOnly' } } as const

export const SESSION_MESSAGES = {
  classTwice: (cls: string) => `Class ${cls} is listed twice. Keep one row per class.`,
  closesBeforeOpens: (cls: string) => `Class ${cls} cannot close before it opens.`,
  ageWithoutDay: (cls: string) => `Class ${cls} has an age rule: give the day the age is reckoned on.`,
  yearTaken: (year: string) => `This school already has the ${year} session. Open it to change its classes.`,
} as const

type Row = {
  class?: string
  opensAt?: string | null
  closesAt?: string | null
  minAge?: number | null
  maxAge?: number | null
  ageOn?: string | null
}

/** Every problem of the session's rows at once, each under its own words. */
const checkSession: CollectionBeforeValidateHook = async ({ data, originalDoc, operation, req }) => {
  const session = { ...(originalDoc as object), ...(data as object) } as {
    year?: string
    school?: unknown
    classes?: Row[]
  }
  const errors: { path: string; message: string }[] = []
  const seen = new Set<string>()
  for (const row of session.classes ?? []) {
    if (!row.class) continue
    if (seen.has(row.class)) errors.push({ path: 'classes', message: SESSION_MESSAGES.classTwice(row.class) })
    seen.add(row.class)
    if (row.opensAt && row.closesAt && row.closesAt < row.opensAt)
      errors.push({ path: 'classes', message: SESSION_MESSAGES.closesBeforeOpens(row.class) })
    if ((row.minAge != null || row.maxAge != null) && !row.ageOn)
      errors.push({ path: 'classes', message: SESSION_MESSAGES.ageWithoutDay(row.class) })
  }
  const id = operation === 'update' ? (originalDoc as { id?: number })?.id : undefined
  if (session.year && session.school != null)
    if (await takenInSchool(req, 'admission-sessions', session.school, 'year', session.year.trim(), id))
      errors.push({ path: 'year', message: SESSION_MESSAGES.yearTaken(session.year) })
  if (errors.length) throw new ValidationError({ collection: 'admission-sessions', errors, req })
  return data
}

const classRow: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'class', type: 'select', required: true, options: [...ADMISSION_CLASSES], admin: { width: '25%' } },
      {
        name: 'open',
        label: 'Registration is open',
        type: 'checkbox',
        defaultValue: false,
        admin: { width: '25%', description: 'Between the days below, when they are given.' },
      },
      { name: 'opensAt', label: 'Opens on', type: 'date', admin: { ...DAY, width: '25%' } },
      { name: 'closesAt', label: 'Closes on (last day)', type: 'date', admin: { ...DAY, width: '25%' } },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'seats',
        type: 'number',
        min: 0,
        admin: { width: '25%', description: 'Registration says "full" once this many are admitted.' },
      },
      { name: 'minAge', label: 'Youngest age (years)', type: 'number', min: 0, max: 25, admin: { width: '25%' } },
      { name: 'maxAge', label: 'Oldest age (years)', type: 'number', min: 0, max: 25, admin: { width: '25%' } },
      {
        name: 'ageOn',
        label: 'Age reckoned on',
        type: 'date',
        admin: { ...DAY, width: '25%', description: 'e.g. 31 March of the session’s first year' },
      },
    ],
  },
  {
    name: 'feeNote',
    label: 'Fee note',
    type: 'text',
    localized: true,
    admin: { description: 'One line under the class, e.g. "Registration fee ₹500, paid at the office".' },
  },
]

/** The parents' mail of each step: empty, the school's standard one (shown greyed, in English). */
const mailFields: Field[] = ADMISSION_STATUSES.map((status) => ({
  name: mailKey(status),
  label: `When the application is “${STATUS_LABELS[status]}”`,
  type: 'group',
  fields: [
    {
      name: 'subject',
      type: 'text',
      localized: true,
      admin: { placeholder: DEFAULT_MAILS.en[status].subject },
    },
    {
      name: 'body',
      label: 'Mail',
      type: 'textarea',
      localized: true,
      admin: { rows: 8, placeholder: DEFAULT_MAILS.en[status].body },
    },
  ],
}))

/**
 * One admission season of a school (REST `admission-sessions`): its year, the notice /Admission
 * shows, and a row per class the office opens, with its days, seats and age rule. The site shows
 * the latest year (lib/admissions/queries.ts); the office changes it without a programmer.
 */
export const AdmissionSessions = profileCollection({
  slug: 'admission-sessions',
  labels: { singular: 'Admission session', plural: 'Admission sessions' },
  admin: {
    group: 'Admissions',
    useAsTitle: 'year',
    defaultColumns: ['year', 'updatedAt'],
    description:
      'The Admission page shows the latest session: its notice, and each class with its days, seats and age rule.',
  },
  defaultSort: '-year',
  hooks: { beforeValidate: [checkSession] },
  fields: [
    {
      name: 'year',
      type: 'text',
      required: true,
      index: true,
      validate: (value: unknown) => sessionYearProblem(value) ?? true,
      admin: { description: 'As the notice writes it: 2026-27. Application numbers carry it.' },
    },
    {
      name: 'notice',
      type: 'richText',
      localized: true,
      admin: { description: 'The admission notice at the top of the Admission page, in each language.' },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Classes',
          fields: [
            {
              name: 'classes',
              type: 'array',
              labels: { singular: 'Class', plural: 'Classes' },
              admin: {
                initCollapsed: false,
                components: { RowLabel: '/components/admin/admissions/ClassRowLabel#ClassRowLabel' },
              },
              fields: classRow,
            },
          ],
        },
        {
          label: 'Interaction times',
          description:
            'Times the school holds interactions. Parents whose application is moved to “Interaction scheduled” get a link in their mail to choose one; each time takes as many children as its places. A time you type on the application yourself is kept as typed.',
          fields: [
            {
              name: 'interactionTimes',
              label: 'Interaction times',
              type: 'array',
              labels: { singular: 'Time', plural: 'Times' },
              admin: {
                initCollapsed: false,
                components: { RowLabel: '/components/admin/admissions/TimeRowLabel#TimeRowLabel' },
              },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'at',
                      label: 'Day and time',
                      type: 'date',
                      required: true,
                      admin: { width: '34%', date: { pickerAppearance: 'dayAndTime' } },
                    },
                    {
                      name: 'where',
                      label: 'Where, with whom',
                      type: 'text',
                      localized: true,
                      admin: { width: '46%', placeholder: 'Principal’s office' },
                    },
                    {
                      name: 'places',
                      type: 'number',
                      required: true,
                      min: 1,
                      max: 500,
                      defaultValue: 10,
                      admin: { width: '20%', description: 'Children at this time' },
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Mails to parents',
          name: 'mails',
          description: `The mail a parent gets at each step, in the language they applied in. Left empty, the school's standard mail is sent (shown greyed). These words are filled in: ${TEMPLATE_WORDS.map((w) => `{${w}}`).join(' ')}. A change marked "quietly" sends none.`,
          fields: mailFields,
        },
      ],
    },
  ],
})
