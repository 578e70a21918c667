import type { Field } from 'payload'

/** A list of uploaded public files (images or PDFs) from the media library. */
export const attachmentsField = (name = 'attachments', label?: string): Field => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
})
