import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { freshPayload } from '../helpers/payload'
import { schoolFieldSuite } from '../helpers/school-field-suite'

/** The school filled on the server (issue 48), on SQLite; office-postgres.test.ts runs it on PostgreSQL. */
let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
})

afterAll(async () => cleanup?.())

schoolFieldSuite(() => ({ payload }))
