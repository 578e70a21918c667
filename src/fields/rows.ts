import type { ArrayField } from 'payload'

import { linkField } from '@/fields/link'

/** Table rows of label and value, edited in place (disclosure tables, key facts). */
export const textRows = (name: string, label: string, description?: string): ArrayField => ({
  name,
  label,
  type: 'array',
  admin: { description },
  fields: [
    { name: 'label', type: 'text', required: true },
    { name: 'value', type: 'text' },
  ],
})

/** Rows linking a document: an uploaded PDF or a link. */
export const documentRows = (name: string, label: string): ArrayField => ({
  name,
  label,
  type: 'array',
  fields: [
    { name: 'label', label: 'Document', type: 'text', required: true },
    { name: 'file', type: 'upload', relationTo: 'media' },
    linkField({ name: 'url', label: 'or link' }),
  ],
})
