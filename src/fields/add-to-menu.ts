import { ValidationError, type CollectionAfterChangeHook, type PayloadRequest, type TextField } from 'payload'

import { isPlatformAdmin, isSchoolAdmin } from '@/access/roles'
import { MENU_TOP_LEVEL } from '@/lib/site/menu-choices'
import type { School } from '@/payload-types'

import { MALAYALAM_LABEL, MENU_LABEL_MAX, MENU_MAX_ENTRIES, MENU_MAX_LINKS } from './menu'

/**
 * "Add to the menu under …" on an own page's form: publishing the page adds it to its school's
 * main menu (at the top level, or in one of the dropdowns), labelled with the page's title in
 * both languages, in the same save, with the menu's own checks. The choice is not kept: it is
 * the publisher's, made when publishing (an editor, who cannot change the menu, is not offered it).
 */

export const ADD_TO_MENU = 'addToMenu'

/** Who may change a school's menu: those who may edit the school record (access/roles.ts ownSchoolRecord). */
export const mayChangeMenu = (user: unknown) =>
  isPlatformAdmin(user as PayloadRequest['user']) || isSchoolAdmin(user as PayloadRequest['user'])

export const ENTRY_GONE = 'The menu entry chosen under “Add to the menu under” is no longer in the menu: choose again.'
export const NOT_A_DROPDOWN = (label: string) =>
  `“${label}” leads to a page itself and has no links under it: choose a dropdown, or the top of the menu.`
export const MENU_FULL = `The main menu already has ${MENU_MAX_ENTRIES} entries, the most it takes: choose a dropdown to add the page under, or take an entry out of the menu first.`
export const DROPDOWN_FULL = (label: string) =>
  `“${label}” already has ${MENU_MAX_LINKS} links, the most a dropdown takes: choose another place.`
export const TITLE_TOO_LONG = `A menu label has at most ${MENU_LABEL_MAX} characters: shorten the title, or add the page with a shorter label under “Change the menu” on the dashboard.`

export const addToMenuField: TextField = {
  name: ADD_TO_MENU,
  label: 'Add to the menu under',
  type: 'text',
  virtual: true,
  admin: {
    position: 'sidebar',
    description:
      'Publishing the page adds it to the school’s menu here, labelled with its title in English and Malayalam.',
    condition: (_data, _siblingData, { user }) => mayChangeMenu(user),
    components: { Field: '/components/admin/AddToMenuField#AddToMenuField' },
  },
}

const refuse = (message: string): never => {
  throw new ValidationError({ collection: 'custom-pages', errors: [{ path: ADD_TO_MENU, message }] })
}

type Titles = { en?: string | null; ml?: string | null }

/** The page's title in each language, read inside the save (which Payload's local API re-aims at its locale). */
async function titlesOf(req: PayloadRequest, id: number | string): Promise<Titles> {
  const { locale, fallbackLocale } = req
  const page = await req.payload
    .findByID({
      collection: 'custom-pages',
      id,
      locale: 'all',
      depth: 0,
      req,
      overrideAccess: true,
      select: { title: true },
    })
    .finally(() => Object.assign(req, { locale, fallbackLocale }))
  return (page.title ?? {}) as unknown as Titles
}

type MenuRow = NonNullable<School['menu']>[number] & { [MALAYALAM_LABEL]?: string }

/** Adds `/{slug}` to the school's menu at `place`, unless the menu already leads there. */
async function addToMenu(req: PayloadRequest, school: number, place: string, slug: string, titles: Titles) {
  const href = `/${slug}`
  const { locale, fallbackLocale } = req
  try {
    const { menu } = await req.payload.findByID({
      collection: 'schools',
      id: school,
      locale: 'en',
      depth: 0,
      req,
      overrideAccess: true,
      select: { menu: true },
    })
    const rows = (menu ?? []) as MenuRow[]
    if (rows.some((row) => row.link === href || row.items?.some((item) => item.link === href))) return
    const label = (titles.en ?? '').trim()
    if ([...label].length > MENU_LABEL_MAX || [...(titles.ml ?? '')].length > MENU_LABEL_MAX) refuse(TITLE_TOO_LONG)
    const entry = { label, link: href, ...(titles.ml?.trim() ? { [MALAYALAM_LABEL]: titles.ml.trim() } : {}) }
    if (place === MENU_TOP_LEVEL) {
      if (rows.length >= MENU_MAX_ENTRIES) refuse(MENU_FULL)
      rows.push(entry)
    } else {
      const parent = rows.find((row) => row.id === place)
      if (!parent) return refuse(ENTRY_GONE)
      if (parent.link || !parent.items?.length) refuse(NOT_A_DROPDOWN(parent.label ?? ''))
      if (parent.items!.length >= MENU_MAX_LINKS) refuse(DROPDOWN_FULL(parent.label ?? ''))
      parent.items!.push(entry)
    }
    // The member's own right to change the school's menu, and the menu's checks, as in its tab.
    await req.payload.update({
      collection: 'schools',
      id: school,
      locale: 'en',
      data: { menu: rows },
      depth: 0,
      req,
      user: req.user,
      overrideAccess: false,
    })
  } finally {
    Object.assign(req, { locale, fallbackLocale })
  }
}

/** After a publishing save: the page into the menu where the publisher chose. */
export const addPublishedPageToMenu: CollectionAfterChangeHook = async ({ data, doc, req }) => {
  const place = (data as Record<string, unknown> | undefined)?.[ADD_TO_MENU]
  if (typeof place !== 'string' || !place || doc._status !== 'published' || !mayChangeMenu(req.user)) return doc
  const school = typeof doc.school === 'object' ? doc.school?.id : doc.school
  if (school == null) return doc
  await addToMenu(req, school, place, doc.slug, await titlesOf(req, doc.id))
  return doc
}
