import { attachmentsField } from '@/fields/attachments'
import { linkField } from '@/fields/link'

import { contentCollection } from './factory'

export const OnlineRegistrations = contentCollection({
  slug: 'online-registrations',
  labels: { singular: 'Online registration banner', plural: 'Online registration banners' },
  admin: { useAsTitle: 'title', description: 'Banner links shown above the home page header.' },
  fields: [
    { name: 'title', type: 'text', required: true },
    linkField({
      name: 'url',
      admin: { description: "Where the banner leads; the school's online registration link when empty." },
    }),
    attachmentsField(),
  ],
})
