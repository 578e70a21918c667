import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { defineConfig, type PlaywrightWorkerOptions } from '@playwright/test'

import { E2E_ADMIN, E2E_SERVER_SETTINGS } from './tests/e2e/helpers/e2e-server'
import { SECOND_SCHOOL_PASS, SECOND_SCHOOL_SPECS } from './tests/e2e/helpers/school-under-test'
import { fillPrepared, PREPARED_ROOT } from './tests/helpers/prepared-installation'

export { E2E_ADMIN }

type TraceMode = Exclude<PlaywrightWorkerOptions['trace'], object>

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against production servers
 * on throw-away data folders, started exactly as `npm start` starts them, on a copy of a folder it
 * prepared once per run (tests/helpers/prepared-installation.ts): one server per worker,
 * so that workers run spec files side by side without meeting each other's data. The worker with
 * parallel index i (Playwright's TEST_PARALLEL_INDEX, kept by a worker started again after a
 * failure) visits server i only: port E2E_PORT + i, data folder i under one temporary folder.
 */
const workers = Number(process.env.E2E_WORKERS || 2)
// Workers load this file again; they inherit what the main process chose.
process.env.E2E_FIRST_PORT ||= process.env.E2E_PORT || '3210'
// Playwright's main process starts the servers; its workers carry TEST_WORKER_INDEX.
const mainProcess = !process.env.TEST_WORKER_INDEX
if (!process.env.E2E_DATA_ROOT) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-'))
  process.env.E2E_DATA_ROOT = root
  // Removed when the run ends, after Playwright has stopped the servers; a folder named by the
  // caller is the caller's to keep.
  process.once('exit', () => fs.rmSync(root, { recursive: true, force: true }))
}
// `npm test` names the folder its passes share (scripts/test.sh); a run of its own keeps them here.
process.env[PREPARED_ROOT] ||= path.join(process.env.E2E_DATA_ROOT, 'prepared')
const server = (i: number) => ({
  port: Number(process.env.E2E_FIRST_PORT) + i,
  dataDir: path.join(process.env.E2E_DATA_ROOT!, String(i)),
})

// This worker's server, where specs read it (the main process reads server 0's).
const own = server(Number(process.env.TEST_PARALLEL_INDEX || 0))
process.env.E2E_PORT = String(own.port)
process.env.E2E_DATA_DIR = own.dataDir

/**
 * The second-school pass runs as a real installation does, with SERVER_URL: the platform's own
 * address (http, so cookies stay usable), another host than the second school's, which the
 * browser visits. A page or feed that links SERVER_URL's host for the school's files shows there.
 */
const serverUrl = (port: number) => (SECOND_SCHOOL_PASS ? `http://localhost:${port}` : undefined)
export const E2E_SERVER_URL = serverUrl(own.port)

export default defineConfig({
  testDir: 'tests/e2e',
  // The second-school pass runs what visitors see and send (tests/e2e/helpers/school-under-test.ts).
  testMatch: SECOND_SCHOOL_PASS ? SECOND_SCHOOL_SPECS.map((name) => `${name}.spec.ts`) : undefined,
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${own.port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    // A trace records every action's screenshot and page snapshot: with it on, the browser tests
    // took a third more CPU (decision 0051). E2E_TRACE=retain-on-failure records them again.
    trace: (process.env.E2E_TRACE as TraceMode | undefined) || 'off',
  },
  webServer: Array.from({ length: workers }, (_, i) => {
    const { port, dataDir } = server(i)
    fs.mkdirSync(dataDir, { recursive: true })
    // The second-school pass seeds its school first (tests/e2e/helpers/school-under-test.ts).
    const seeding = ['scripts/prepare.ts', ...(SECOND_SCHOOL_PASS ? ['tests/e2e/seed-second-school.ts'] : [])]
    if (mainProcess && fs.readdirSync(dataDir).length === 0) fillPrepared(dataDir, E2E_SERVER_SETTINGS, seeding)
    const seeded = !SECOND_SCHOOL_PASS || fs.readdirSync(dataDir).length > 0
    const url = serverUrl(port)
    return {
      command: seeded
        ? 'node scripts/start.mjs'
        : // run-tsx: again when Node 20 loses tsx's module loader (exit 13), which once failed this pass's start.
          'node scripts/run-tsx.mjs tests/e2e/seed-second-school.ts && node scripts/start.mjs',
      url: `http://127.0.0.1:${port}/`,
      timeout: 10 * 60_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { PORT: String(port), DATA_DIR: dataDir, ...E2E_SERVER_SETTINGS, ...(url ? { SERVER_URL: url } : {}) },
    }
  }),
})
