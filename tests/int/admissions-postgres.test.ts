import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { admissionSuite } from '../helpers/admission-suite'
import { freshPayload } from '../helpers/payload'
import { startPostgres } from '../helpers/postgres'

/**
 * Admission season on PostgreSQL, where applications race in parallel (SQLite takes one write at
 * a time): the same cases as on SQLite, numbers consecutive all the same.
 */
let payload: Payload
let cleanup: () => Promise<void>
let pg: Awaited<ReturnType<typeof startPostgres>>

beforeAll(async () => {
  pg = await startPostgres()
  ;({ payload, cleanup } = await freshPayload({ databaseUrl: pg.url }))
}, 240_000)

afterAll(async () => {
  await cleanup?.()
  pg?.stop()
})

admissionSuite(() => ({ payload }))
