import type { ArrayField, Field, FieldHook, PayloadRequest, TextField } from 'payload'

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

/** The most entries the main menu takes, and links a dropdown (or the footer) takes. */
export const MENU_MAX_ENTRIES = 12
export const MENU_MAX_LINKS = 20
/** The longest label a menu entry takes. */
export const MENU_LABEL_MAX = 60

/** The label a visitor reads, in both languages; the Malayalam may wait (the English shows meanwhile). */
const label: TextField = {
  name: 'label',
  type: 'text',
  localized: true,
  maxLength: MENU_LABEL_MAX,
  admin: { width: '30%' },
  validate: (value: unknown, { req }: { req: PayloadRequest }) =>
    (req.locale && req.locale !== DEFAULT_LOCALE) || (typeof value === 'string' && value.trim())
      ? true
      : LABEL_REQUIRED,
}

/**
 * The label's Malayalam beside its English, so the office writes both in one go (the Language menu
 * at the top still works). Not stored of its own: read from the label's Malayalam (`menuRows`'
 * hook) and written into it here, in the same save. Left out of a save (an older client), the
 * Malayalam stays as it is; sent empty, it is cleared.
 */
const writeMalayalamLabel: FieldHook = ({ value, req, siblingDocWithLocales }) => {
  if (value === undefined || !siblingDocWithLocales || (req.locale && req.locale !== DEFAULT_LOCALE)) return undefined
  // The label's languages are merged from this object after the fields' hooks (Payload's
  // beforeChange): the other language than the save's is taken from here.
  const text = typeof value === 'string' && value.trim() ? value.trim() : null
  const stored = siblingDocWithLocales.label
  siblingDocWithLocales.label = { ...(stored && typeof stored === 'object' ? stored : {}), ml: text }
  return undefined
}

export const MALAYALAM_LABEL = 'malayalamLabel'

const malayalamLabel: TextField = {
  name: MALAYALAM_LABEL,
  label: 'Label in Malayalam',
  type: 'text',
  virtual: true,
  maxLength: MENU_LABEL_MAX,
  admin: {
    width: '30%',
    description:
      'Left empty, the Malayalam pages show the English label (or, for the site’s own entries, their usual Malayalam).',
    components: { Field: '/components/admin/MalayalamLabelField#MalayalamLabelField' },
  },
  hooks: { beforeChange: [writeMalayalamLabel] },
}

type StoredRow = { label?: unknown; [MALAYALAM_LABEL]?: unknown }

/**
 * Each row's Malayalam label as `malayalamLabel`, for the admin's form. Run on the array before its
 * rows' fields are read, while each label still holds every language as stored (Payload keeps the
 * read's language only once the label's own turn comes); a dropdown's links have their own run.
 */
const readMalayalamLabels: FieldHook = ({ value, req }) => {
  if (!Array.isArray(value) || req.locale === 'all') return undefined
  for (const row of value as StoredRow[]) {
    const languages = row?.label && typeof row.label === 'object' ? (row.label as Record<string, unknown>) : null
    if (typeof languages?.ml === 'string' && languages.ml.trim()) row[MALAYALAM_LABEL] = languages.ml
  }
  return undefined
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
    width: entry ? '40%' : '60%',
    description: entry
      ? 'A page of this site, or a page elsewhere (an address starting with https://). None for a dropdown of the links under it.'
      : 'A page of this site, or a page elsewhere (an address starting with https://).',
    components: { Field: '/components/admin/MenuLinkField#MenuLinkField' },
    // The picker offers an entry of the main menu "None" (a dropdown); a link must lead somewhere.
    custom: { dropdown: entry },
  },
  hooks: {
    beforeValidate: [
      function normalizeLink({ value }) {
        return normalizeMenuLink(value)
      },
    ],
  },
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
  hooks: { afterRead: [readMalayalamLabels] },
})

const row = (fields: Field[]): Field => ({ type: 'row', fields })
const linkRow = row([label, malayalamLabel, { ...menuLinkField, admin: { ...menuLinkField.admin, width: '40%' } }])

export const menuField = menuRows({
  name: 'menu',
  label: 'Main menu',
  labels: { singular: 'Menu entry', plural: 'Menu entries' },
  maxRows: MENU_MAX_ENTRIES,
  folded: true,
  defaultValue: () => specMenu(DEFAULT_LOCALE),
  description:
    'The menu under the school’s name, on phones behind the Menu button. Drag an entry by its handle to move it. An entry either links to a page or opens a dropdown of the links under it.',
  fields: [
    row([label, malayalamLabel, link({ entry: true })]),
    menuRows({
      name: 'items',
      label: 'Links under it (a dropdown)',
      labels: { singular: 'Link', plural: 'Links' },
      maxRows: MENU_MAX_LINKS,
      fields: [linkRow],
    }),
  ],
})

export const footerLinksField = menuRows({
  name: 'footerLinks',
  label: 'Footer quick links',
  labels: { singular: 'Quick link', plural: 'Quick links' },
  maxRows: MENU_MAX_LINKS,
  defaultValue: () => specFooterLinks(DEFAULT_LOCALE),
  description: 'The quick links at the foot of every page. Drag a link by its handle to move it.',
  fields: [linkRow],
})
