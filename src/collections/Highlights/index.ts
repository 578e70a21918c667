import { requiredInOneLanguage } from '@/fields/localized'
import { attachmentsField } from '@/fields/attachments'

import { contentCollection } from '../factory'

export const Highlights = contentCollection({
  slug: 'highlights',
  labels: { singular: 'Highlight', plural: 'Highlights' },
  admin: { useAsTitle: 'title', description: 'Lines of the scrolling marquee at the top of every page.' },
  fields: [requiredInOneLanguage({ name: 'title', type: 'text', required: true, maxLength: 300 }), attachmentsField()],
})
