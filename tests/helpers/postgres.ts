import { freshPayload } from './payload'
import { startPostgres } from './postgres-databases'

export { startPostgres }

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
