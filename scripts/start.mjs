#!/usr/bin/env node
/**
 * `npm start`: builds when the build is missing or older than the sources, prepares the database
 * (migrations, first admin, school profile), then serves the site on PORT.
 */
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

import { ensureBuild } from './ensure-build.mjs'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
if (!ensureBuild()) process.exit(1)

// Node 20 runs tsx's module hooks on a thread of their own; when that thread goes idle with a
// module still loading (seen only under load, and never reproduced on demand), Node ends prepare
// with exit code 13 before or while it runs. Preparing is safe to repeat: migrations and seeding
// check what is already done, under a lock on PostgreSQL.
const UNSETTLED_TOP_LEVEL_AWAIT = 13
for (let attempt = 1; ; attempt++) {
  const prepared = spawnSync(bin('tsx'), ['scripts/prepare.ts'], { stdio: 'inherit', cwd: root, env: process.env })
  if (prepared.status !== UNSETTLED_TOP_LEVEL_AWAIT || attempt === 3) {
    if (prepared.status !== 0) {
      const how = prepared.signal ? `signal ${prepared.signal}` : `exit code ${prepared.status}`
      console.error(`[start] tsx scripts/prepare.ts failed (${how})`)
      process.exit(prepared.status ?? 1)
    }
    break
  }
  console.error('[start] preparing stopped with exit code 13 (Node lost its module loader); trying again')
}

const port = process.env.PORT || '3000'
const server = spawn(process.execPath, ['scripts/server.mjs'], {
  stdio: 'inherit',
  cwd: root,
  // Libraries outside the build (Payload's, React's) take their production paths only when told.
  env: { ...process.env, PORT: port, NODE_ENV: process.env.NODE_ENV || 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => {
  if (code) console.error(`[start] the server stopped (exit code ${code})`)
  process.exit(code ?? (signal ? 1 : 0))
})
