import type { ArrayField, SelectField } from 'payload'

import { requiredInOneLanguage } from '@/fields/localized'

import { linkField } from '@/fields/link'

/**
 * Table rows of label and value, edited in place (disclosure tables, key facts). In a collection
 * with drafts (a page's key facts) a row's label may wait for its Malayalam (fields/localized.ts).
 */
export const textRows = (
  name: string,
  label: string,
  { description, drafts = false, items }: { description?: string; drafts?: boolean; items?: RowItems } = {},
): ArrayField => ({
  name,
  label,
  type: 'array',
  admin: { description, ...(items ? FOLDED : {}) },
  fields: [
    drafts
      ? requiredInOneLanguage({ name: 'label', type: 'text', required: true })
      : { name: 'label', type: 'text', required: true, localized: true },
    { name: 'value', type: 'text', localized: true },
    ...(items ? [itemField(items)] : []),
  ],
})

/** What a table's rows may each answer (the disclosure's Appendix IX items), as the admin offers them. */
type RowItems = { value: string; label: string }[]

/** A long table (the disclosure's forty rows) folded, each row named by what it holds. */
const FOLDED = {
  initCollapsed: true,
  components: { RowLabel: '/components/admin/disclosure/DisclosureRowLabel#DisclosureRowLabel' },
} as const

const itemField = (options: RowItems): SelectField => ({
  name: 'item',
  label: 'Appendix IX item',
  type: 'select',
  options,
  admin: { description: 'Which item of CBSE’s list this row answers. Left empty, it is found from the row’s name.' },
})

/** Rows linking a document: an uploaded PDF or a link, and for a certificate the day it runs out. */
export const documentRows = (name: string, label: string, { items }: { items?: RowItems } = {}): ArrayField => ({
  name,
  label,
  type: 'array',
  ...(items ? { admin: FOLDED } : {}),
  fields: [
    { name: 'label', label: 'Document', type: 'text', required: true, localized: true },
    { name: 'file', type: 'upload', relationTo: 'media' },
    linkField({ name: 'url', label: 'or link' }),
    {
      name: 'validUntil',
      label: 'Valid until',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayOnly' },
        description:
          'For a certificate that runs out: its last valid day. The dashboard warns a month before; from the next day the site shows it as under renewal.',
      },
    },
    ...(items ? [itemField(items)] : []),
  ],
})
