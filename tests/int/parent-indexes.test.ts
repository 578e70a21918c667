import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { freshPayload } from '../helpers/payload'
import { sideTablesWithoutParentIndex } from '../helpers/side-tables'

let payload: Payload
let cleanup: () => Promise<void>
beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
})
afterAll(() => cleanup())

it("finds a record's rows in each language and its lists of words by an index, not by reading every school's", async () => {
  expect(await sideTablesWithoutParentIndex(payload)).toEqual([])
  // Payload reads them by parent alone (all languages at once), which these indexes serve.
  const client = (payload.db as unknown as { client: { execute: (sql: string) => Promise<{ rows: unknown[] }> } })
    .client
  const plan = await client.execute(`explain query plan select * from news_locales where _parent_id = 1`)
  expect(JSON.stringify(plan.rows)).toContain('news_locales_parent_idx')
})
