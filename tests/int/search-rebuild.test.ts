import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { freshPayload } from '../helpers/payload'
import { searchRebuildSuite } from '../helpers/search-rebuild-suite'

/** The search index rebuild as a job, on SQLite (tests/helpers/search-rebuild-suite.ts). */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, dataDir, cleanup } = await freshPayload())
})

afterAll(async () => cleanup?.())

searchRebuildSuite(() => ({ payload, dataDir }))
