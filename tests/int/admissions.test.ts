import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { admissionSuite } from '../helpers/admission-suite'
import { freshPayload } from '../helpers/payload'

/** Admission season on SQLite (the same cases on PostgreSQL: admissions-postgres). */
let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
}, 120_000)

afterAll(async () => cleanup?.())

admissionSuite(() => ({ payload }))
