import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { SEARCHES_PER_WINDOW } from '@/lib/search/terms'
import { visitorSearch } from '@/lib/search/visitor-search'

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

it('lets one address search 1,200 times in ten minutes, then asks it to wait', async () => {
  const school = (await payload.find({ collection: 'schools', limit: 1 })).docs[0].id
  const ask = () => visitorSearch(payload, { school, lang: 'en', q: 'fee', page: 1, address: '203.0.113.9' })
  for (let i = 0; i < SEARCHES_PER_WINDOW; i++) expect((await ask()).outcome).toBe('found')
  expect(await ask()).toEqual({ outcome: 'refused', problem: 'tooMany', status: 429 })
  // Another address is not held back by it.
  expect(
    (await visitorSearch(payload, { school, lang: 'en', q: 'fee', page: 1, address: '203.0.113.10' })).outcome,
  ).toBe('found')
})
