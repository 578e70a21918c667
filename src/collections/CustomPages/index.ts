import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'

import type { School } from '@/payload-types'

import { PAGE_BLOCKS } from '@/blocks/config'
import { addPublishedPageToMenu, addToMenuField } from '@/fields/add-to-menu'
import { requiredInOneLanguage } from '@/fields/localized'
import { Refusal } from '@/hooks/refusals'
import { revalidateHooks } from '@/hooks/revalidate'
import { pageVideoThumbnails } from '@/hooks/video-thumbnails'
import { inMenuMessage, PAGE_SECTIONS, slugProblem, slugTakenMessage } from '@/lib/content/custom-pages'

import { contentCollection } from '../factory'

/** The menus' entries that lead to `href`, by their labels. */
function menuEntriesTo(school: School, href: string): string[] {
  const rows = [
    ...(school.menu ?? []).flatMap((entry) => [entry, ...(entry.items ?? [])]),
    ...(school.footerLinks ?? []),
  ]
  return rows.filter((row) => row.link === href).map((row) => row.label ?? href)
}

type Served = { slug: string; school: number | null } | null

/** Where a page answers visitors now (its published record), or null where it answers nowhere. */
async function servedAt(id: number | string, req: PayloadRequest): Promise<Served> {
  const page = await req.payload
    .findByID({ collection: 'custom-pages', id, depth: 0, req, overrideAccess: true, draft: false })
    .catch(() => null)
  if (!page || page._status !== 'published') return null
  const school = typeof page.school === 'object' ? (page.school?.id ?? null) : (page.school ?? null)
  return { slug: page.slug, school }
}

/** Refuses a change that leaves a menu entry leading to `served`'s address with no page there. */
async function refuseIfInMenu(served: Served, req: PayloadRequest) {
  if (served?.school == null) return
  const school = await req.payload.findByID({
    collection: 'schools',
    id: served.school,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const entries = menuEntriesTo(school, `/${served.slug}`)
  if (entries.length) throw new Refusal(inMenuMessage(entries))
}

/** A page the menus lead to stays until the office takes it out of them: no menu link goes nowhere. */
const keepWhileInMenu: CollectionBeforeDeleteHook = async ({ id, req }) => refuseIfInMenu(await servedAt(id, req), req)

/**
 * The same for unpublishing a page, or publishing it at another address, which a save cannot be
 * told apart from a draft's until it is done: where the page answered before the save is noted
 * here, and checked again after it, inside the save's transaction, so a refusal stores nothing.
 */
const SERVED_BEFORE = Symbol('custom-pages served before')
/** Per request, by page id (a bulk edit saves several pages in one request). */
const servedBefore = (req: PayloadRequest): Map<string, Served> =>
  ((req.context as Record<symbol, Map<string, Served>>)[SERVED_BEFORE] ??= new Map())
const noteWhereServed: CollectionBeforeChangeHook = async ({ operation, originalDoc, req, data }) => {
  if (operation === 'update' && originalDoc?.id != null) {
    servedBefore(req).set(String(originalDoc.id), await servedAt(originalDoc.id, req))
  }
  return data
}
const keepMenuLinksServed: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'update') return doc
  const before = servedBefore(req).get(String(doc.id))
  if (!before) return doc
  const after = await servedAt(doc.id, req)
  if (after?.slug !== before.slug) await refuseIfInMenu(before, req)
  return doc
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
 * the rest of the content. The menus link them like SPEC's pages (Settings → Schools → Menus, or
 * "Add to the menu under …" when publishing). Named "Added pages" for the office, beside the
 * "Standard pages" every school's site has (collections/Pages).
 */
export const CustomPages = contentCollection(
  {
    slug: 'custom-pages',
    labels: { singular: 'Added page', plural: 'Added pages' },
    defaultSort: 'title',
    indexes: [{ fields: ['school', 'slug'], unique: true }],
    hooks: {
      beforeChange: [noteWhereServed, pageVideoThumbnails],
      // Checked before the cached pages are cleared: a refused save changes nothing.
      afterChange: [keepMenuLinksServed, addPublishedPageToMenu, ...revalidateHooks.afterChange],
      beforeDelete: [keepWhileInMenu],
    },
    admin: {
      group: 'Pages',
      useAsTitle: 'title',
      defaultColumns: ['title', 'slug', 'section', '_status'],
      description:
        'New pages the school adds to its site (a hostel, the school bus, a new lab), built from blocks: text, pictures, a gallery, documents, a table, videos, buttons, questions and answers. When publishing, choose “Add to the menu under” to put the page in the menu.',
    },
    fields: [
      requiredInOneLanguage({ name: 'title', type: 'text', required: true, maxLength: 120 }),
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
            hooks: {
              beforeValidate: [
                function trimSlug({ value }) {
                  return typeof value === 'string' ? value.trim() : value
                },
              ],
            },
            validate: checkSlug as never,
          },
          {
            name: 'section',
            // Only the line above the title (components/Breadcrumb.tsx): the menu is "Add to the menu under"'s.
            label: 'Section above the title',
            type: 'select',
            options: PAGE_SECTIONS.map((value) => ({ label: value, value })),
            admin: {
              width: '50%',
              description:
                'The line above the page’s title reads Home › this section › the page (left empty: Home › the page). It does not put the page in the menu: “Add to the menu under” does, when publishing.',
            },
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
      addToMenuField,
    ],
  },
  { demo: false },
)
