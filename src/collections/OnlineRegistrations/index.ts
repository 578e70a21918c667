import { attachmentsField } from '@/fields/attachments'
import { linkField } from '@/fields/link'

import { contentCollection } from '../factory'

export const OnlineRegistrations = contentCollection({
  slug: 'online-registrations',
  labels: { singular: 'Online registration banner', plural: 'Online registration banners' },
  admin: {
    useAsTitle: 'title',
    description:
      'Banner links shown above the home page header while Class 1 registration is open (Settings → Schools → your school → Admission). While it is closed, the band says so instead.',
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    linkField({
      name: 'url',
      admin: { description: "Where the banner leads; the school's online registration link when empty." },
    }),
    attachmentsField(),
  ],
})
