import type { Block, Field } from 'payload'

import { words } from '@/blocks/config'
import { FILE_MAX_MB, FILE_TYPES, type FieldKind } from '@/forms/office-form-fields'

import { questionIcon } from './question-icons'
import { QUESTION_KINDS } from './question-kinds'

/**
 * The questions an office-built form is made of, one block per kind (forms/office-form.ts checks
 * the answers). What a visitor reads is in both languages; numbers, dates and switches are one
 * for both. A question's block id names its answers in every version of the form.
 */

/** A choice's words in both languages; its row id is what an answer stores. */
const choices = (name: string, label: string, extra: Field[] = []): Field => ({
  name,
  label,
  type: 'array',
  minRows: 1,
  maxRows: 60,
  labels: { singular: 'Answer', plural: 'Answers' },
  fields: extra.length
    ? [
        {
          type: 'row',
          fields: [words({ name: 'label', required: true, maxLength: 200, admin: { width: '60%' } }), ...extra],
        },
      ]
    : [words({ name: 'label', required: true, maxLength: 200 })],
})

/** What every question has: its label and help in both languages, required or not, and when it is asked. */
function question(kind: FieldKind, own: Field[] = [], { optional = true }: { optional?: boolean } = {}): Block {
  return {
    slug: kind,
    labels: QUESTION_KINDS[kind],
    imageURL: questionIcon(kind),
    imageAltText: QUESTION_KINDS[kind].singular,
    // Each question's header says its kind and its label (QuestionRowLabel), not a name to type.
    admin: {
      disableBlockName: true,
      components: { Label: '/components/admin/forms/QuestionRowLabel#QuestionRowLabel' },
    },
    fields: [
      {
        type: 'row',
        fields: [
          words({ name: 'label', required: true, maxLength: 300, admin: { width: optional ? '70%' : '100%' } }),
          ...(optional
            ? [
                {
                  name: 'required',
                  type: 'checkbox',
                  label: 'An answer is required',
                  defaultValue: true,
                  admin: { width: '30%', style: { alignSelf: 'center' } },
                } satisfies Field,
              ]
            : []),
        ],
      },
      words({
        name: 'help',
        maxLength: 300,
        admin: { description: 'A line under the question, e.g. “As written in the school diary”. May be left empty.' },
      }),
      ...own,
      {
        name: 'showWhen',
        label: 'Ask this only when',
        type: 'group',
        admin: {
          description:
            'Leave both empty to ask it always. To ask it only after a certain answer, write the earlier question’s label and the answer (several separated by commas); for a box to tick, write “ticked”.',
        },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'question', label: 'The answer to', type: 'text', maxLength: 300, admin: { width: '50%' } },
              { name: 'is', label: 'is', type: 'text', maxLength: 300, admin: { width: '50%' } },
            ],
          },
        ],
      },
    ],
  }
}

const DAY_ONLY = { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } as const

/** The smallest and largest answer a number or a date may be; either may be left empty. */
const range = (type: 'number' | 'date'): Field => ({
  type: 'row',
  fields: (['min', 'max'] as const).map((name): Field =>
    type === 'number'
      ? { name, label: name === 'min' ? 'Smallest' : 'Largest', type: 'number', admin: { width: '50%' } }
      : { name, label: name === 'min' ? 'Earliest' : 'Latest', type: 'date', admin: { width: '50%', date: DAY_ONLY } },
  ),
})

export const QUESTION_BLOCKS: Block[] = [
  question('text'),
  question('longText'),
  question('email'),
  question('phone'),
  question('number', [range('number')]),
  question('date', [range('date')]),
  question('choice', [
    {
      name: 'display',
      label: 'Shown as',
      type: 'radio',
      defaultValue: 'radio',
      options: [
        { label: 'Round buttons, all in view (up to about 6 answers)', value: 'radio' },
        { label: 'A list to open (many answers)', value: 'select' },
      ],
    },
    choices('options', 'Answers'),
  ]),
  question('checkboxes', [choices('options', 'Boxes')]),
  question('file', [
    {
      type: 'row',
      fields: [
        {
          name: 'types',
          label: 'Kinds of file taken',
          type: 'select',
          hasMany: true,
          defaultValue: ['pdf'],
          options: Object.entries(FILE_TYPES).map(([value, t]) => ({ label: t.name, value })),
          admin: { width: '60%' },
        },
        {
          name: 'maxMB',
          label: 'Largest file (MB)',
          type: 'number',
          min: 1,
          max: FILE_MAX_MB,
          defaultValue: FILE_MAX_MB,
          admin: { width: '40%' },
        },
      ],
    },
  ]),
  question('declaration', [], {
    optional: false,
  }),
  question('slot', [
    choices('slots', 'Times or places', [
      {
        name: 'places',
        label: 'People per time',
        type: 'number',
        required: true,
        min: 1,
        max: 10000,
        defaultValue: 1,
        admin: { width: '40%' },
      },
    ]),
  ]),
]
