import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { menuOfficeSuite } from '../helpers/menu-office-suite'
import { oneLanguageSuite } from '../helpers/one-language-suite'
import { postgresPayload } from '../helpers/postgres'
import { schoolFieldSuite } from '../helpers/school-field-suite'

/**
 * Issue 48's office rules on PostgreSQL, as installations at scale run them, by the cases of the
 * SQLite tests: the school filled on the server (school-field.test.ts), a text in one language at
 * least, its other language read inside the save's transaction (malayalam-content.test.ts), and
 * the menu's Malayalam labels counted in "Without Malayalam" (menu-office.test.ts). One database
 * for all three: the school suite first, while the installation has its one school.
 */
let payload: Payload
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ payload, stop } = await postgresPayload())
}, 240_000)

afterAll(async () => stop?.())

schoolFieldSuite(() => ({ payload }))
oneLanguageSuite(() => ({ payload }))
menuOfficeSuite(() => ({ payload }), 'MENUPG')
