#!/usr/bin/env node
/**
 * `npm start`: builds when the build is missing or older than the sources, prepares the database
 * (migrations, first admin, school profile), then serves the site on PORT.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: process.env })
  if (result.status === 0) return
  const how = result.signal ? `signal ${result.signal}` : `exit code ${result.status}`
  console.error(`[start] ${path.basename(cmd)} ${args.join(' ')} failed (${how})`)
  process.exit(result.status ?? 1)
}

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(target)
    .reduce((max, entry) => Math.max(max, newestMtime(path.join(target, entry))), stat.mtimeMs)
}

const buildId = path.join(root, '.next', 'BUILD_ID')
const builtAt = newestMtime(buildId)
const sourcesAt = Math.max(
  ...['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json'].map((p) =>
    newestMtime(path.join(root, p)),
  ),
)
if (!builtAt || sourcesAt > builtAt) {
  console.log('[start] building the site (first start or changed sources)…')
  run(bin('next'), ['build'])
}

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
