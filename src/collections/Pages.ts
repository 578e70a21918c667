import { requiredInOneLanguage } from '@/fields/localized'
import { PAGE_ROUTE_NAMES, SITE_ROUTES } from '@/lib/site/routes'

import { textRows } from '@/fields/rows'
import { contentCollection } from './factory'

/**
 * The school's own informational pages (About Us, facilities, Fee, …), one record per route.
 * Edited like news: a change waits as a draft (previewed on the page itself) until published.
 */
export const Pages = contentCollection(
  {
    slug: 'pages',
    labels: { singular: 'Page', plural: 'Pages' },
    // The office looks a page up by its name.
    defaultSort: 'title',
    admin: { group: 'School profile', useAsTitle: 'title', defaultColumns: ['title', 'route', '_status', 'updatedAt'] },
    indexes: [{ fields: ['school', 'route'], unique: true }],
    fields: [
      {
        name: 'route',
        label: 'Page',
        type: 'select',
        required: true,
        options: PAGE_ROUTE_NAMES.map((value) => ({ value, label: `${SITE_ROUTES[value].title} (/${value})` })),
      },
      requiredInOneLanguage({ name: 'title', type: 'text', required: true }),
      {
        name: 'description',
        localized: true,
        label: 'Description for search engines',
        type: 'textarea',
        maxLength: 300,
        admin: {
          description:
            'One or two sentences shown under the page’s title in search results and link previews. Left empty, the page’s first words are used.',
        },
      },
      { name: 'body', localized: true, type: 'richText' },
      {
        name: 'listTitle',
        localized: true,
        label: 'List heading',
        type: 'text',
        admin: { description: 'For pages with a list: vision points, subjects, activities…' },
      },
      {
        name: 'items',
        label: 'List',
        type: 'array',
        fields: [requiredInOneLanguage({ name: 'text', type: 'text', required: true })],
      },
      { name: 'closing', localized: true, label: 'Text after the list', type: 'richText' },
      textRows('facts', 'Key facts', {
        description: 'Short figures shown beside the text, e.g. Computers: 42.',
        drafts: true,
      }),
      { name: 'image', type: 'upload', relationTo: 'media' },
    ],
  },
  { demo: false },
)
