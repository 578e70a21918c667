import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { officeFormSuite } from '../helpers/office-form-suite'
import { freshPayload } from '../helpers/payload'

/** Replies to the forms the office builds, on SQLite (the same cases on PostgreSQL: office-forms-postgres). */
let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
}, 120_000)

afterAll(async () => cleanup?.())

officeFormSuite(() => ({ payload }))
