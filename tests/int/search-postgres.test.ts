import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { freshPayload } from '../helpers/payload'
import { startPostgres } from '../helpers/postgres'
import { searchSuite } from '../helpers/search-suite'

/** The site's search on PostgreSQL: its full-text search, the same cases as on SQLite. */
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

searchSuite(() => ({ payload }))
