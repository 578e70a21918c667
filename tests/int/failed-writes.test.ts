import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { describeFailedWrites, sqliteFailures } from '../helpers/failed-writes'
import { freshPayload } from '../helpers/payload'

/** A failed write leaves nothing behind, and a failed erase leaves everything, on SQLite. */
let payload: Payload
let dataDir: string
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, dataDir, cleanup } = await freshPayload())
})

afterAll(async () => cleanup?.())

describeFailedWrites('SQLite', () => ({ payload, dataDir, failInserts: sqliteFailures(dataDir) }))
