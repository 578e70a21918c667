import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { officeFormSuite } from '../helpers/office-form-suite'
import { freshPayload } from '../helpers/payload'
import { startPostgres } from '../helpers/postgres'

/**
 * Replies to the forms the office builds on PostgreSQL, where replies race in parallel (SQLite
 * takes one write at a time): the same cases as on SQLite, places exact all the same.
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

officeFormSuite(() => ({ payload }))
