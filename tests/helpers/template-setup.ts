import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { installationSettings } from './installation-settings'
import { PREPARED_ROOT, preparedFolder } from './prepared-installation'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The run's folder of installations prepared once as `npm start` prepares one, which each test's
     * fresh installation starts as a copy of (tests/helpers/payload.ts).
     */
    preparedRoot: string
  }
}

/**
 * Vitest's global set-up: the run's prepared installations (`npm test`'s folder, or one of its
 * own), with the usual one (the school's profile on SQLite) prepared before any file asks for it.
 * Seeding (85 pictures resized) took most of the five seconds every test file spent on its
 * installation; the kinds fewer files use (with the sample content, on PostgreSQL) are prepared by
 * the first file that asks.
 */
export default function setup(project: TestProject) {
  const own = process.env[PREPARED_ROOT] ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'school-prepared-'))
  const root = own ?? process.env[PREPARED_ROOT]!
  preparedFolder(root, installationSettings(false))
  project.provide('preparedRoot', root)
  return () => {
    if (own) fs.rmSync(own, { recursive: true, force: true })
  }
}
