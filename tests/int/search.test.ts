import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'

import { freshPayload } from '../helpers/payload'
import { searchSuite } from '../helpers/search-suite'

/** The site's search on the embedded database: SQLite FTS5. */
let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
})

afterAll(async () => {
  await cleanup?.()
})

searchSuite(() => ({ payload }))
