import type { TestProject } from 'vitest/node'

import { E2E_SERVER_SETTINGS } from '../e2e/helpers/e2e-server'
import { startServer } from '../e2e/helpers/server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production server the HTTP-level tests share: its address and data folder. */
    httpServer: { baseURL: string; dataDir: string }
  }
}

/**
 * Vitest's global set-up for the `http` project: one production server of the current build,
 * started as `npm start` starts it on a throw-away data folder, with the browser tests' settings
 * (tests/e2e/helpers/e2e-server.ts); it builds first if the build is missing or stale, as
 * `npm start` does. Stopped with its whole process group when the run ends, also when a test
 * failed.
 */
export default async function setup(project: TestProject) {
  const server = await startServer(E2E_SERVER_SETTINGS, { prepared: true, startTimeoutMs: 10 * 60_000 })
  project.provide('httpServer', { baseURL: server.baseURL, dataDir: server.dataDir })
  return server.stop
}
