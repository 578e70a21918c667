import type { Field } from 'payload'

/**
 * A list of uploaded public files (images or PDFs) from the media library. Files dropped on it go
 * through Payload's bulk upload (one form each, "Edit all", "Save"), after a check in the browser
 * that names each file the library would refuse (components/admin/CheckedUploadField.tsx).
 */
export const attachmentsField = (name = 'attachments', label?: string): Field => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
  admin: { components: { Field: '/components/admin/CheckedUploadField#CheckedUploadField' } },
})
