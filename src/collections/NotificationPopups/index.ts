import { requiredInOneLanguage } from '@/fields/localized'
import { attachmentsField } from '@/fields/attachments'
import { linkField } from '@/fields/link'

import { contentCollection } from '../factory'

export const NotificationPopups = contentCollection({
  slug: 'notification-popups',
  labels: { singular: 'Notification popup', plural: 'Notification popups' },
  admin: { useAsTitle: 'title', description: 'Opens by itself on the home page while at least one is published.' },
  fields: [
    requiredInOneLanguage({ name: 'title', type: 'text', required: true }),
    { name: 'desc', localized: true, label: 'Description', type: 'textarea' },
    attachmentsField('image', 'Images'),
    attachmentsField(),
    linkField({ name: 'url' }),
    { name: 'urlTitle', localized: true, label: 'Link text', type: 'text' },
  ],
})
