import { afterAll, beforeAll } from 'vitest'

import { olderReleaseSuite } from '../helpers/older-release-suite'
import { startPostgres } from '../helpers/postgres'

/** The README's restore of an older release's pg_dump (and files), migrated by the current code. */
let pg: Awaited<ReturnType<typeof startPostgres>> | undefined

beforeAll(async () => {
  pg = await startPostgres()
}, 120_000)

afterAll(() => pg?.stop())

olderReleaseSuite('postgres', () => pg?.url)
