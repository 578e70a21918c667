import type { ArrayField, Field, PayloadRequest, TextField } from 'payload'

import { DEFAULT_LOCALE } from '../i18n/locales.mjs'
import {
  menuLinkTarget,
  MENU_LINK_MESSAGE,
  missingPageMessage,
  normalizeMenuLink,
  unpublishedPageMessage,
} from '../lib/site/menu-links'
import { specFooterLinks, specMenu } from '../lib/site/menu'

/**
 * The school record's menus: the header's main menu (also the phone's) and the footer's quick
 * links, edited in the admin's Menus tab and dragged into order there. Every school starts with
 * SPEC §2's (the default for a new school, the migration for those before).
 */

export const ENTRY_NEEDS_LINK = (label: string) => `Give “${label}” a link, or links under it for a dropdown.`
export const LINK_NEEDED = (label: string) => `Give “${label}” a link.`
export const ENTRY_LINK_OR_ITEMS = (label: string) =>
  `“${label}” has a link and links under it: keep one (a dropdown opens, it does not lead anywhere itself).`

const LABEL_REQUIRED = 'Give the entry a label.'

/** The label a visitor reads, in both languages; the Malayalam may wait (the English shows meanwhile). */
const label: TextField = {
  name: 'label',
  type: 'text',
  localized: true,
  maxLength: 60,
  admin: { width: '40%' },
  validate: (value: unknown, { req }: { req: PayloadRequest }) =>
    (req.locale && req.locale !== DEFAULT_LOCALE) || (typeof value === 'string' && value.trim())
      ? true
      : LABEL_REQUIRED,
}

type Sibling = { label?: unknown; items?: unknown[] }

/** Whether one of the school's own pages answers at `slug`: 'published', 'draft', or null for none. */
async function ownPageState(req: PayloadRequest, school: unknown, slug: string) {
  if (typeof school !== 'number' && typeof school !== 'string') return null
  const { docs } = await req.payload.find({
    collection: 'custom-pages',
    where: { and: [{ school: { equals: school } }, { slug: { equals: slug } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!docs[0]) return null
  return docs[0]._status === 'published' ? 'published' : 'draft'
}

type LinkCheck = {
  siblingData: Sibling
  req: PayloadRequest
  id?: number | string
  data?: { school?: unknown }
  collectionSlug?: string
}

/**
 * Where a menu entry or a page's button leads: one of the site's pages, a published own page of
 * the school, or an https address; refused by the entry's name otherwise.
 */
const link = ({ entry }: { entry: boolean }): TextField => ({
  name: 'link',
  type: 'text',
  maxLength: 500,
  admin: {
    width: '60%',
    description: entry
      ? 'A page of this site (e.g. /AboutUs or /hostel) or an https:// address. Leave it empty for a dropdown.'
      : 'A page of this site (e.g. /AboutUs or /hostel) or an https:// address.',
  },
  hooks: { beforeValidate: [({ value }) => normalizeMenuLink(value)] },
  validate: async (value: unknown, { siblingData, req, id, data, collectionSlug }: LinkCheck) => {
    const name = typeof siblingData?.label === 'string' ? siblingData.label : ''
    const hasItems = entry && Array.isArray(siblingData?.items) && siblingData.items.length > 0
    if (value == null || value === '') {
      if (!entry) return LINK_NEEDED(name || 'the link')
      return hasItems ? true : ENTRY_NEEDS_LINK(name || 'the entry')
    }
    if (hasItems) return ENTRY_LINK_OR_ITEMS(name || 'The entry')
    const target = menuLinkTarget(value)
    if (!target) return MENU_LINK_MESSAGE
    if (target.kind !== 'page') return true
    // The school is the record itself on the school's menus, the page's school on a page's button.
    const school = collectionSlug === 'schools' ? id : data?.school
    const state = target.slug ? await ownPageState(req, school, target.slug) : null
    if (state === 'published') return true
    return state === 'draft' ? unpublishedPageMessage(name, target.href) : missingPageMessage(name, target.href)
  },
})

/** A required link with the menus' rules, for a page's button. */
export const menuLinkField: TextField = { ...link({ entry: false }), required: true }

/** A list of menu rows, each named in the admin by its label and link, dragged into order by a handle. */
const menuRows = ({
  folded = false,
  description,
  ...field
}: Pick<ArrayField, 'name' | 'label' | 'labels' | 'maxRows' | 'defaultValue' | 'fields'> & {
  description?: string
  /** Rows start folded, added ones too (Payload's initCollapsed): for the long main menu only. */
  folded?: boolean
}): ArrayField => ({
  ...field,
  type: 'array',
  admin: {
    description,
    initCollapsed: folded,
    components: { RowLabel: '/components/admin/MenuRowLabel#MenuRowLabel' },
  },
})

const row = (fields: Field[]): Field => ({ type: 'row', fields })
const linkRow = row([label, menuLinkField])

export const menuField = menuRows({
  name: 'menu',
  label: 'Main menu',
  labels: { singular: 'Menu entry', plural: 'Menu entries' },
  maxRows: 12,
  folded: true,
  defaultValue: () => specMenu(DEFAULT_LOCALE),
  description:
    'The menu under the school’s name, on phones behind the Menu button. Drag an entry by its handle to move it. An entry either links to a page or opens a dropdown of the links under it.',
  fields: [
    row([label, link({ entry: true })]),
    menuRows({
      name: 'items',
      label: 'Links under it (a dropdown)',
      labels: { singular: 'Link', plural: 'Links' },
      maxRows: 20,
      fields: [linkRow],
    }),
  ],
})

export const footerLinksField = menuRows({
  name: 'footerLinks',
  label: 'Footer quick links',
  labels: { singular: 'Quick link', plural: 'Quick links' },
  maxRows: 20,
  defaultValue: () => specFooterLinks(DEFAULT_LOCALE),
  description: 'The quick links at the foot of every page. Drag a link by its handle to move it.',
  fields: [linkRow],
})
