import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'

import { inject } from 'vitest'

import { freshPayload } from './payload'

/** A statement run by psql on the run's server, as its superuser, outside any database of a test. */
const onServer = (sql: string) =>
  execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-c', sql, `${inject('postgresServer')}/postgres`], {
    stdio: 'pipe',
  })

/**
 * A throw-away PostgreSQL database of its own for one test file, in the server the run started
 * once (tests/helpers/postgres-setup.ts). `stop` drops it, ending any connection still open.
 */
export async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const name = `school_${crypto.randomBytes(6).toString('hex')}`
  onServer(`CREATE DATABASE ${name}`)
  let stopped = false
  return {
    url: `${inject('postgresServer')}/${name}`,
    stop: () => {
      if (stopped) return
      stopped = true
      onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}

/** A fresh installation (tests/helpers/payload.ts) on a throw-away PostgreSQL database; `stop` ends both. */
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
