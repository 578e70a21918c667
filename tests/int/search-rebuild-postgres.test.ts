import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { postgresPayload } from '../helpers/postgres'
import { searchRebuildSuite } from '../helpers/search-rebuild-suite'

/** The search index rebuild as a job, on PostgreSQL, where the job's task is a value of an enum (migration …_search_rebuild_job). */
let payload: Payload
let dataDir: string
let stop: () => Promise<void>

beforeAll(async () => {
  ;({ payload, dataDir, stop } = await postgresPayload())
}, 240_000)

afterAll(async () => stop?.())

searchRebuildSuite(() => ({ payload, dataDir }))
