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
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: process.env })
  if (result.status === 0) return
  const how = result.signal ? `signal ${result.signal}` : `exit code ${result.status}`
  console.error(`[start] ${path.basename(cmd)} ${args.join(' ')} failed (${how})`)
  process.exit(result.status ?? 1)
}

if (!ensureBuild()) process.exit(1)

run(bin('tsx'), ['scripts/prepare.ts'])

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
