import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

import { SECOND_SCHOOL_PASS, SECOND_SCHOOL_SPECS } from './tests/e2e/helpers/school-under-test'

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against one production
 * server on a throw-away data folder, started exactly as `npm start` starts it.
 */
const port = Number(process.env.E2E_PORT || 3210)
// Workers load this file again; they inherit the folder chosen by the main process.
process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-'))

export const E2E_ADMIN = { email: 'e2e-admin@example.org', password: 'E2e-admin-password-1' }

/**
 * The second-school pass runs as a real installation does, with SERVER_URL: the platform's own
 * address (http, so cookies stay usable), another host than the second school's, which the
 * browser visits. A page or feed that links SERVER_URL's host for the school's files shows there.
 */
export const E2E_SERVER_URL = SECOND_SCHOOL_PASS ? `http://localhost:${port}` : undefined

export default defineConfig({
  testDir: 'tests/e2e',
  // The second-school pass runs what visitors see and send (tests/e2e/helpers/school-under-test.ts).
  testMatch: SECOND_SCHOOL_PASS ? SECOND_SCHOOL_SPECS.map((name) => `${name}.spec.ts`) : undefined,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The second-school pass seeds its school first (tests/e2e/helpers/school-under-test.ts).
    command: SECOND_SCHOOL_PASS
      ? // run-tsx: again when Node 20 loses tsx's module loader (exit 13), which once failed this pass's start.
        'node scripts/run-tsx.mjs tests/e2e/seed-second-school.ts && node scripts/start.mjs'
      : 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/`,
    timeout: 10 * 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      NEXT_TELEMETRY_DISABLED: '1',
      // The property tests post thousands of bodies from one address.
      FORM_RATE_LIMIT: '100000',
      // The scheduled-publish test waits for the jobs' check after the time it chose (README).
      JOBS_CHECK_SECONDS: '5',
      ...(E2E_SERVER_URL ? { SERVER_URL: E2E_SERVER_URL } : {}),
    },
  },
})
