import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR prepared once per run as `npm start` prepares one (tests/helpers/payload.ts copies it). */
    schoolTemplate: string
  }
}

/**
 * Vitest's global set-up: one installation migrated and seeded with the school's profile, by the
 * same command `npm start` runs, which each test's fresh installation starts as a copy of. Seeding
 * (85 pictures resized) took most of the five seconds every test file spent on its installation.
 * The copy leaves out the generated secret, so each installation still makes its own.
 */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-template-'))
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, DEMO_CONTENT: 'off' }
  for (const name of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'S3_BUCKET', 'REDIS_URL']) delete env[name]
  const run = spawnSync('node', ['scripts/run-tsx.mjs', 'scripts/prepare.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`the template installation could not be prepared:\n${run.stdout}${run.stderr}`)
  fs.rmSync(path.join(dir, 'payload-secret'), { force: true })
  project.provide('schoolTemplate', dir)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
