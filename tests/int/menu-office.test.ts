import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { quickActions } from '@/lib/office/office-dashboard'
import { CHANGE_MENU_PATH } from '@/lib/office/menu-office'

import { menuOfficeSuite } from '../helpers/menu-office-suite'
import { freshPayload, type StaffUser } from '../helpers/payload'

/** The menu where the office looks (issue 48), on SQLite; office-postgres.test.ts runs the suite on PostgreSQL. */
let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
})

afterAll(async () => cleanup?.())

const cast = menuOfficeSuite(() => ({ payload }), 'MENU2')

describe('“Change the menu” on the dashboard', () => {
  it('is offered to school and platform admins, not to editors', () => {
    const { adminA, root, editorA } = cast()
    const has = (user: StaffUser) => quickActions(user).some((action) => action.href === CHANGE_MENU_PATH)
    expect([has(adminA), has(root), has(editorA)]).toEqual([true, true, false])
  })
})
