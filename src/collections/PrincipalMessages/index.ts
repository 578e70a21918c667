import { requiredInOneLanguage } from '@/fields/localized'
import { attachmentsField } from '@/fields/attachments'

import { contentCollection } from '../factory'

export const PrincipalMessages = contentCollection({
  slug: 'principal-messages',
  labels: { singular: 'Message', plural: 'Messages' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', '_status'],
    description: 'Messages shown in the home page carousel (principal, manager, …).',
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    requiredInOneLanguage({ name: 'category', label: 'Designation', type: 'text', required: true }),
    { name: 'message', localized: true, type: 'richText', required: true },
    attachmentsField('attachments', 'Photo'),
  ],
})
