import type { CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

import type { School } from '@/payload-types'

import { PAGE_BLOCKS } from '@/blocks/config'
import { requiredInEnglish } from '@/fields/localized'
import { Refusal } from '@/hooks/refusals'
import { pageVideoThumbnails } from '@/hooks/video-thumbnails'
import { inMenuMessage, PAGE_SECTIONS, slugProblem, slugTakenMessage } from '@/lib/content/custom-pages'

import { contentCollection } from './factory'

/** The menus' entries that lead to `href`, by their labels. */
function menuEntriesTo(school: School, href: string): string[] {
  const rows = [
    ...(school.menu ?? []).flatMap((entry) => [entry, ...(entry.items ?? [])]),
    ...(school.footerLinks ?? []),
  ]
  return rows.filter((row) => row.link === href).map((row) => row.label ?? href)
}

/** A page the menus lead to stays until the office takes it out of them: no menu link goes nowhere. */
const keepWhileInMenu: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const page = await req.payload.findByID({ collection: 'custom-pages', id, depth: 0, req, overrideAccess: true })
  const schoolId = typeof page.school === 'object' ? page.school?.id : page.school
  if (schoolId == null) return
  const school = await req.payload.findByID({
    collection: 'schools',
    id: schoolId,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const entries = menuEntriesTo(school, `/${page.slug}`)
  if (entries.length) throw new Refusal(inMenuMessage(entries))
}

type SlugCheck = { req: PayloadRequest; id?: number | string; data?: { school?: unknown } }

/** Refuses an address the site uses, or one another page of the same school has. */
async function checkSlug(value: unknown, { req, id, data }: SlugCheck): Promise<string | true> {
  const problem = slugProblem(value)
  if (problem) return problem
  if (data?.school == null) return true
  const { docs } = await req.payload.find({
    collection: 'custom-pages',
    where: {
      and: [
        { school: { equals: data.school } },
        { slug: { equals: value } },
        ...(id != null ? [{ id: { not_equals: id } }] : []),
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.length ? slugTakenMessage(String(value)) : true
}

/**
 * The school's own pages (a hostel, transport, a new lab), built by the office from blocks and
 * answering at /{slug} on the school's host, with the drafts, review, preview and scheduling of
 * the rest of the content. The menus link them like SPEC's pages (Settings → Schools → Menus).
 */
export const CustomPages = contentCollection(
  {
    slug: 'custom-pages',
    labels: { singular: 'Own page', plural: 'Own pages' },
    defaultSort: 'title',
    indexes: [{ fields: ['school', 'slug'], unique: true }],
    hooks: { beforeChange: [pageVideoThumbnails], beforeDelete: [keepWhileInMenu] },
    admin: {
      group: 'School profile',
      useAsTitle: 'title',
      defaultColumns: ['title', 'slug', 'section', '_status'],
      description:
        'Pages of the school’s own, built from blocks: text, pictures, a gallery, documents, a table, videos, buttons, questions and answers. Put one in the menu with “Change the menu” on the dashboard.',
    },
    fields: [
      requiredInEnglish({ name: 'title', type: 'text', required: true, maxLength: 120 }),
      {
        type: 'row',
        fields: [
          {
            name: 'slug',
            label: 'Address',
            type: 'text',
            required: true,
            index: true,
            maxLength: 60,
            admin: { width: '50%', description: 'After the school’s domain: hostel gives /hostel.' },
            hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
            validate: checkSlug as never,
          },
          {
            name: 'section',
            label: 'Menu section',
            type: 'select',
            options: PAGE_SECTIONS.map((value) => ({ label: value, value })),
            admin: { width: '50%', description: 'The section its breadcrumb names; none for a page of its own.' },
          },
        ],
      },
      {
        name: 'description',
        label: 'Description for search engines',
        type: 'textarea',
        localized: true,
        maxLength: 300,
        admin: { description: 'What Google and WhatsApp show under the title; left empty, the page’s first words.' },
      },
      {
        name: 'layout',
        label: 'Content',
        type: 'blocks',
        blocks: PAGE_BLOCKS,
        labels: { singular: 'Block', plural: 'Blocks' },
        admin: { initCollapsed: false },
      },
    ],
  },
  { demo: false },
)
