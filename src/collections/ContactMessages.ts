import { pageLanguageField } from '@/fields/language'

import { submissionCollection } from './factory'

export const ContactMessages = submissionCollection({
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: { useAsTitle: 'subject', defaultColumns: ['createdAt', 'name', 'subject', 'language', 'status'] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'text', required: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    pageLanguageField(),
  ],
})
