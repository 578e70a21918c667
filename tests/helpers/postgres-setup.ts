import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { startPostgres } from '../../scripts/cluster/engines'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server, without a database name (tests/helpers/postgres.ts adds one per file). */
    postgresServer: string
  }
}

/**
 * Vitest's global set-up: one throw-away PostgreSQL server for the whole run, from Debian's
 * package, in which each test file makes a database of its own. An initdb and start per file cost
 * about 1.5 s of the two cores each, twelve times a run.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-pg-'))
  const postgres = await startPostgres(path.join(dir, 'postgres'))
  project.provide('postgresServer', postgres.url.replace(/\/[^/]*$/, ''))
  return () => {
    try {
      postgres.stop()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
}
