import { requiredInOneLanguage } from '@/fields/localized'
import { PAGE_ROUTE_NAMES, SITE_ROUTES } from '@/lib/site/routes'

import { textRows } from '@/fields/rows'
import { contentCollection } from '../factory'

/**
 * The words of the pages every school's site has (About Us, facilities, Fee, …), one record per
 * SPEC route: "Standard pages" for the office, beside the pages it adds (collections/CustomPages).
 * Edited like news: a change waits as a draft (previewed on the page itself) until published.
 */
export const Pages = contentCollection(
  {
    slug: 'pages',
    labels: { singular: 'Standard page', plural: 'Standard pages' },
    // The office looks a page up by its name.
    defaultSort: 'title',
    admin: {
      group: 'Pages',
      useAsTitle: 'title',
      defaultColumns: ['title', 'route', '_status', 'updatedAt'],
      description:
        'The words of the pages every school’s site has: About Us, Vision and Mission, the facilities, Fee, Admission and the others. To add a page of the school’s own (a hostel, the school bus), use Added pages.',
    },
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
