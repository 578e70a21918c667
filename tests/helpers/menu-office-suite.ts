import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ADD_TO_MENU, ENTRY_GONE, NOT_A_DROPDOWN, TITLE_TOO_LONG } from '@/fields/add-to-menu'
import { MALAYALAM_LABEL } from '@/fields/menu'
import { dashboardFigures } from '@/lib/office/office-dashboard'
import { CHANGE_MENU_PATH } from '@/lib/office/menu-office'
import { MENU_TOP_LEVEL } from '@/lib/site/menu-choices'
import type { School } from '@/payload-types'

import { twoSchoolsWithStaff, type StaffUser } from './payload'

type Row = NonNullable<School['menu']>[number] & { [MALAYALAM_LABEL]?: string | null }
type AllRow = { id: string; label: { en?: string | null; ml?: string | null }; link?: string | null; items?: AllRow[] }
type Cast = Awaited<ReturnType<typeof twoSchoolsWithStaff>>

/**
 * The menu where the office looks (issue 48): the Malayalam label written beside the English one
 * and counted while missing, and an added page put into the menu by publishing it. The same cases
 * on SQLite (menu-office.test.ts) and PostgreSQL (office-postgres.test.ts); the suite adds a
 * second school (`secondCode`) with its staff, and returns them for the caller's own cases.
 */
export function menuOfficeSuite(context: () => { payload: Payload }, secondCode: string): () => Cast {
  const payload = () => context().payload
  let cast: Cast
  let schoolA: number
  let adminA: StaffUser
  let editorA: StaffUser
  let root: StaffUser

  describe('the menu in the office', () => {
    beforeAll(async () => {
      cast = await twoSchoolsWithStaff(payload(), secondCode)
      ;({ schoolA, adminA, editorA, root } = cast)
    })

    const menuIn = async (locale: 'en' | 'all') =>
      (await payload().findByID({ collection: 'schools', id: schoolA, depth: 0, locale })).menu as unknown as
        Row[] | AllRow[]

    const saveMenu = (menu: Row[]) =>
      payload().update({
        collection: 'schools',
        id: schoolA,
        locale: 'en',
        data: { menu },
        user: adminA,
        overrideAccess: false,
      })

    const menuFigure = async (user: StaffUser) =>
      (await dashboardFigures(payload(), user)).withoutMalayalam.find((figure) => figure.collection === 'menu')

    describe('a menu entry’s Malayalam label, beside its English one', () => {
      it('is written in the same save as the English, read back beside it, and counted while missing', async () => {
        const before = (await menuFigure(adminA))?.count ?? 0
        const menu = (await menuIn('en')) as Row[]
        await saveMenu([...menu, { label: 'Hostel life', link: 'https://hostel.example.org' }])
        // An entry of the office's own with no Malayalam shows in English on the Malayalam site.
        expect(await menuFigure(adminA)).toEqual({
          collection: 'menu',
          label: 'Menu entries',
          count: before + 1,
          href: CHANGE_MENU_PATH,
        })
        // An editor, who cannot change the menu, is not sent there.
        expect(await menuFigure(editorA)).toBeUndefined()

        const saved = (await menuIn('en')) as Row[]
        await saveMenu(
          saved.map((row) => (row.label === 'Hostel life' ? { ...row, [MALAYALAM_LABEL]: 'ഹോസ്റ്റൽ' } : row)),
        )
        const all = (await menuIn('all')) as AllRow[]
        expect(all.at(-1)!.label).toEqual({ en: 'Hostel life', ml: 'ഹോസ്റ്റൽ' })
        expect(((await menuIn('en')) as Row[]).at(-1)![MALAYALAM_LABEL]).toBe('ഹോസ്റ്റൽ')
        expect((await menuFigure(adminA))?.count ?? 0).toBe(before)

        // A save without the Malayalam (an older client) keeps it; one that empties it clears it.
        await saveMenu(saved.map((row) => (row.label === 'Hostel life' ? { ...row, label: 'Hostel' } : row)))
        expect(((await menuIn('all')) as AllRow[]).at(-1)!.label).toEqual({ en: 'Hostel', ml: 'ഹോസ്റ്റൽ' })
        await saveMenu(saved.map((row) => (row.label === 'Hostel life' ? { ...row, [MALAYALAM_LABEL]: '' } : row)))
        expect(((await menuIn('all')) as AllRow[]).at(-1)!.label.ml ?? null).toBeNull()
        expect((await menuFigure(adminA))?.count).toBe(before + 1)
        await saveMenu(menu)
      })
    })

    describe('“Add to the menu under …” on publishing an added page', () => {
      let n = 0
      const page = async (
        user: StaffUser,
        title: string,
        place?: string,
        status: 'published' | 'draft' = 'published',
      ) =>
        payload().create({
          collection: 'custom-pages',
          locale: 'en',
          draft: status === 'draft',
          data: {
            school: schoolA,
            title,
            slug: `page-${++n}`,
            layout: [],
            _status: status,
            ...(place === undefined ? {} : { [ADD_TO_MENU]: place }),
          } as never,
          user,
          overrideAccess: false,
        })

      const refusalOf = (save: Promise<unknown>) =>
        save.then(
          () => null,
          (error: { data?: { errors?: unknown[] } }) => error.data?.errors,
        )

      it('adds the page at the top level, labelled with its title in both languages, in the same save', async () => {
        const before = (await menuIn('en')) as Row[]
        const draft = await page(adminA, 'Hostel', MENU_TOP_LEVEL, 'draft')
        // A draft goes nowhere yet.
        expect(((await menuIn('en')) as Row[]).length).toBe(before.length)
        await payload().update({
          collection: 'custom-pages',
          id: draft.id,
          locale: 'ml',
          draft: true,
          data: { title: 'ഹോസ്റ്റൽ' },
          user: adminA,
          overrideAccess: false,
        })
        await payload().update({
          collection: 'custom-pages',
          id: draft.id,
          locale: 'en',
          data: { _status: 'published', [ADD_TO_MENU]: MENU_TOP_LEVEL } as never,
          user: adminA,
          overrideAccess: false,
        })
        const all = (await menuIn('all')) as AllRow[]
        expect(all.length).toBe(before.length + 1)
        expect(all.at(-1)).toMatchObject({ label: { en: 'Hostel', ml: 'ഹോസ്റ്റൽ' }, link: `/${draft.slug}` })

        // Published again with the same choice, it is not added twice.
        await payload().update({
          collection: 'custom-pages',
          id: draft.id,
          data: { _status: 'published', [ADD_TO_MENU]: MENU_TOP_LEVEL } as never,
          user: adminA,
          overrideAccess: false,
        })
        expect(((await menuIn('en')) as Row[]).length).toBe(before.length + 1)
      })

      it('adds a platform admin’s page under a dropdown, its Malayalam left to write and counted', async () => {
        const before = (await menuFigure(adminA))?.count ?? 0
        const about = ((await menuIn('en')) as Row[]).find((row) => row.items?.length && !row.link)!
        const bus = await page(root, 'School bus', about.id!)
        const after = ((await menuIn('en')) as Row[]).find((row) => row.id === about.id)!
        expect(after.items!.at(-1)).toMatchObject({ label: 'School bus', link: `/${bus.slug}` })
        expect(after.items!.at(-1)![MALAYALAM_LABEL]).toBeUndefined()
        expect((await menuFigure(adminA))?.count).toBe(before + 1)
      })

      it('refuses a place that is no dropdown, or gone, or a title too long for the menu, naming the field, and saves nothing', async () => {
        const menu = (await menuIn('en')) as Row[]
        const home = menu.find((row) => row.link === '/')!
        const pages = (await payload().count({ collection: 'custom-pages' })).totalDocs
        expect(await refusalOf(page(adminA, 'Canteen', home.id!))).toEqual([
          expect.objectContaining({ path: ADD_TO_MENU, message: NOT_A_DROPDOWN(home.label!) }),
        ])
        expect(await refusalOf(page(adminA, 'Canteen', 'no-such-entry'))).toEqual([
          expect.objectContaining({ path: ADD_TO_MENU, message: ENTRY_GONE }),
        ])
        expect(await refusalOf(page(adminA, 'A'.repeat(61), MENU_TOP_LEVEL))).toEqual([
          expect.objectContaining({ path: ADD_TO_MENU, message: TITLE_TOO_LONG }),
        ])
        expect((await payload().count({ collection: 'custom-pages' })).totalDocs).toBe(pages)
        expect(await menuIn('en')).toEqual(menu)
      })
    })
  })

  return () => cast
}
