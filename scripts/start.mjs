#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: builds when the build is missing or older than the sources, prepares the database
 * (migrations, first admin, school profile), then serves the site on PORT.
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
