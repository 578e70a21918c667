import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startPostgres as startEngine } from '../../scripts/cluster/engines'

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
