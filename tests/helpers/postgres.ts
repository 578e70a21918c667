import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startPostgres as startEngine } from '../../scripts/cluster/engines'
import { freshPayload } from './payload'

/** A real, throw-away PostgreSQL server from Debian's package, started for one test file. */
export async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-pg-'))
  const postgres = await startEngine(path.join(dir, 'postgres'))
  return {
    url: postgres.url,
    stop: () => {
      try {
        postgres.stop()
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

/** A fresh installation (tests/helpers/payload.ts) on a throw-away PostgreSQL server; `stop` ends both. */
export async function postgresPayload() {
  const pg = await startPostgres()
  try {
    const installed = await freshPayload({ databaseUrl: pg.url })
    return {
      ...installed,
      stop: async () => {
        await installed.cleanup()
        pg.stop()
      },
    }
  } catch (error) {
    pg.stop()
    throw error
  }
}
