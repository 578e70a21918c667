import { upsertPreferences } from '@payloadcms/ui/rsc'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, Field, PayloadRequest } from 'payload'

import { isPlatformAdmin, schoolIdOf } from '@/access/roles'
import { Schools } from '@/collections/Schools'
import { changeMenuHref, mayChangeMenu } from '@/lib/office/menu-office'

import { AdminPage } from './AdminPage'

/** Where Payload keeps the school form's open tab for a member: its tabs field's path and the Menus tab's place. */
const tabsAt = Schools.fields.findIndex((field: Field) => field.type === 'tabs')
const tabsField = Schools.fields[tabsAt]
const MENUS_TAB = tabsField?.type === 'tabs' ? tabsField.tabs.findIndex((tab) => tab.label === 'Menus') : -1

/**
 * Payload opens a document on the tab the member last chose (their preferences, per record), and
 * has no address for a tab: the Menus tab is made the chosen one before the school's form opens.
 */
async function openOnMenusTab(req: PayloadRequest, school: number | string) {
  if (MENUS_TAB < 0) return
  type Prefs = { fields?: Record<string, Record<string, unknown>> } & Record<string, unknown>
  await upsertPreferences<Prefs>({
    key: `collection-schools-${school}`,
    req,
    value: { fields: { [`_index-${tabsAt}`]: { tabIndex: MENUS_TAB } } },
    customMerge: (existing, incoming) => ({
      ...existing,
      fields: { ...existing?.fields, ...incoming.fields },
    }),
  })
}

/**
 * /admin/menu: "Change the menu" for every member who may (a school admin, a platform admin):
 * their school's record open on its Menus tab; a platform admin of several schools first chooses
 * the school (or comes with ?school=).
 */
export async function ChangeMenuView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const user = req.user
  if (!mayChangeMenu(user)) {
    return (
      <AdminPage view={view} title="The menu">
        <p>Only the school’s admin changes the menu. Ask them to add or move an entry.</p>
      </AdminPage>
    )
  }
  let school: number | string | undefined = schoolIdOf(user)
  if (isPlatformAdmin(user)) {
    const { docs: schools } = await req.payload.find({
      collection: 'schools',
      depth: 0,
      pagination: false,
      sort: 'name',
      select: { name: true, code: true },
      overrideAccess: false,
      user,
    })
    const asked = view.searchParams?.school
    school = schools.find((s) => String(s.id) === asked)?.id ?? (schools.length === 1 ? schools[0].id : undefined)
    if (school === undefined) {
      return (
        <AdminPage view={view} title="Change the menu">
          <p>Which school’s menu?</p>
          <ul>
            {schools.map((s) => (
              <li key={s.id}>
                <Link href={changeMenuHref(s.id)}>
                  {s.name} ({s.code})
                </Link>
              </li>
            ))}
          </ul>
        </AdminPage>
      )
    }
  }
  if (school === undefined) {
    return (
      <AdminPage view={view} title="The menu">
        <p>This account belongs to no school, so it has no menu to change.</p>
      </AdminPage>
    )
  }
  await openOnMenusTab(req, school)
  redirect(`/admin/collections/schools/${school}`)
}
