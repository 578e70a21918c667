#!/usr/bin/env node
// @ts-check
/**
 * `npm start`, the one owner of start-up's phases, in this order:
 * 1. the build, when it is missing or older than the sources (scripts/ensure-build.mjs);
 * 2. the database prepared, in a process of its own (scripts/prepare.ts → src/startup/prepare.ts):
 *    migrations, first admin, the school's profile, the search index;
 * 3. the HTTP server on PORT (scripts/server.mjs), whose Next.js app runs
 * 4. the in-app start before it listens (src/instrumentation.ts → src/startup/serve.ts): the domain
 *    table, and the Payload instance that starts the jobs' schedule.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { env } from '../src/lib/server/env.mjs'
import { ensureBuild } from './ensure-build.mjs'
import { runTsx } from './run-tsx.mjs'

const root = path.resolve(import.meta.dirname, '..')
if (!ensureBuild()) process.exit(1)

// Preparing is safe to repeat: migrations and seeding check what is already done, under a lock
// on PostgreSQL.
const prepared = runTsx('scripts/prepare.ts')
if (prepared !== 0) process.exit(prepared)

const server = spawn(process.execPath, ['scripts/server.mjs'], {
  stdio: 'inherit',
  cwd: root,
  // Libraries outside the build (Payload's, React's) take their production paths only when told.
  env: { ...process.env, PORT: env.port, NODE_ENV: /** @type {'production'} */ (env.nodeEnv) },
})
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => {
  if (code) console.error(`[start] the server stopped (exit code ${code})`)
  process.exit(code ?? (signal ? 1 : 0))
})
