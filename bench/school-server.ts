import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startPostgres } from '../scripts/cluster/engines'
import { startServer } from '../tests/e2e/helpers/server'

const ADMIN = { email: 'bench@example.org', password: 'Bench-password-41-long' }

/**
 * A bench's own server on the production build, on SQLite or on a PostgreSQL of its own, with the
 * school seeded and FORM_RATE_LIMIT raised (the benches measure the store, not the limit), signed
 * in as its platform admin. `stop` takes down the server, the database and their folder.
 */
export async function benchSchoolServer(database: 'sqlite' | 'postgres', name: string) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`))
  const postgres = database === 'postgres' ? await startPostgres(path.join(work, 'postgres')) : null
  const stop = async (server?: Awaited<ReturnType<typeof startServer>>) => {
    await server?.stop()
    postgres?.stop()
    fs.rmSync(work, { recursive: true, force: true })
  }
  let server: Awaited<ReturnType<typeof startServer>> | undefined
  try {
    server = await startServer({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_CONTENT: 'false',
      FORM_RATE_LIMIT: '100000',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    })
    const base = server.baseURL
    const login = await (
      await fetch(`${base}/cms-api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(ADMIN),
      })
    ).json()
    const api = { Authorization: `JWT ${login.token}`, 'Content-Type': 'application/json' }
    const schools = await (await fetch(`${base}/cms-api/schools?limit=1`, { headers: api })).json()
    const running = server
    return { base, api, school: schools.docs[0].id as number, stop: () => stop(running) }
  } catch (error) {
    await stop(server)
    throw error
  }
}
