import type { Payload, PayloadRequest } from 'payload'

import { isPlatformAdmin, isSchoolAdmin, schoolIdOf } from '@/access/roles'
import { inLocale } from '@/lib/content/in-locale'
import { footerMenu, headerMenu } from '@/lib/site/menu'
import type { School, User } from '@/payload-types'

/**
 * The school's menus as the office finds them: who may change them (those who edit the school
 * record, access/roles.ts ownSchoolRecord), the one address that opens them for every such member
 * (components/admin/ChangeMenuView.tsx), and their entries still without Malayalam.
 */

type Member = PayloadRequest['user'] | User | null | undefined

export const mayChangeMenu = (user: Member): boolean => isPlatformAdmin(user) || isSchoolAdmin(user)

/** Opens the member's school's Menus tab, or asks a platform admin of several schools which. */
export const CHANGE_MENU_PATH = '/admin/menu'

/** "Change the menu" for one school of several (a platform admin's). */
export const changeMenuHref = (school?: number | string) =>
  school == null ? CHANGE_MENU_PATH : `${CHANGE_MENU_PATH}?school=${encodeURIComponent(String(school))}`

/**
 * How many entries of the menus (main menu, its dropdowns, footer links) show their English label
 * on the Malayalam site: the office's own entries with no Malayalam yet. SPEC's untouched entries
 * read in SPEC's Malayalam (lib/site/menu.ts), so they are not counted.
 */
export function entriesWithoutMalayalam(school: School): number {
  const malayalam = inLocale(school, 'ml')
  const header = headerMenu(malayalam, 'ml')
  return [...header.flatMap((entry) => [entry, ...(entry.children ?? [])]), ...footerMenu(malayalam, 'ml')].filter(
    (row) => row.lang === 'en',
  ).length
}

/** The member's schools' menu entries without Malayalam, together (a platform admin's: every school's). */
export async function menuEntriesWithoutMalayalam(payload: Payload, user: User): Promise<number> {
  if (!mayChangeMenu(user)) return 0
  const school = schoolIdOf(user)
  const { docs } = await payload.find({
    collection: 'schools',
    ...(school === undefined ? {} : { where: { id: { equals: school } } }),
    locale: 'all',
    depth: 0,
    pagination: false,
    select: { menu: true, footerLinks: true },
    overrideAccess: false,
    user,
  })
  return docs.reduce((sum, doc) => sum + entriesWithoutMalayalam(doc as School), 0)
}
