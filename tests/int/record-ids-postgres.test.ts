import { afterAll, beforeAll } from 'vitest'

import { startPostgres } from '../helpers/postgres'
import { recordIdSuite } from '../helpers/record-ids'

/** Record numbers that are not ones, on PostgreSQL (tests/helpers/record-ids.ts). */
let pg: Awaited<ReturnType<typeof startPostgres>> | undefined
beforeAll(async () => {
  pg = await startPostgres()
}, 240_000)
afterAll(() => pg?.stop())
recordIdSuite('PostgreSQL', () => pg?.url)
