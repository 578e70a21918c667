import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { describeFailedWrites, postgresFailures } from '../helpers/failed-writes'
import { freshPayload } from '../helpers/payload'
import { startPostgres } from '../helpers/postgres'

/** The failed-write tests of failed-writes.test.ts on PostgreSQL, its transactions through Payload's adapter. */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>
let pg: Awaited<ReturnType<typeof startPostgres>>

beforeAll(async () => {
  pg = await startPostgres()
  ;({ payload, dataDir, cleanup } = await freshPayload({ databaseUrl: pg.url }))
}, 240_000)

afterAll(async () => {
  await cleanup?.()
  pg?.stop()
})

describeFailedWrites('PostgreSQL', () => ({ payload, dataDir, failInserts: postgresFailures(pg.url) }))
