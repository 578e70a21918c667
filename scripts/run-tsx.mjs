#!/usr/bin/env node
// @ts-check
/**
 * Runs a TypeScript script of this project with tsx, again when Node loses its module loader.
 *
 * Node 20 runs tsx's module hooks on a thread of their own; when that thread goes idle with a
 * module still loading (seen only under load, and never reproduced on demand), Node ends the
 * script with exit code 13 (a top-level await left unsettled) before or while it runs. The
 * scripts run this way are safe to repeat: each checks what is already done, or writes in one
 * transaction that such an exit rolls back; a restore finds that this command's first attempt
 * restored already (RUN_TSX_ID, the same for every attempt) and goes on from there.
 *
 * As a command: `node scripts/run-tsx.mjs scripts/x.ts [arguments]` (package.json's scripts).
 */
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const UNSETTLED_TOP_LEVEL_AWAIT = 13
const ATTEMPTS = 3

/**
 * The script's exit status (or 1 for a signal), after at most three tries.
 * @param {string} script
 * @param {{ env?: NodeJS.ProcessEnv, args?: string[] }} [options]
 */
export function runTsx(script, { env = process.env, args = [] } = {}) {
  // The same for every attempt: a script that must not repeat its work recognises its own.
  const attempts = { ...env, RUN_TSX_ID: randomUUID() }
  for (let attempt = 1; ; attempt++) {
    const run = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), [script, ...args], {
      stdio: 'inherit',
      cwd: root,
      env: attempts,
    })
    if (run.status !== UNSETTLED_TOP_LEVEL_AWAIT || attempt === ATTEMPTS) {
      if (run.status !== 0) {
        const how = run.signal ? `signal ${run.signal}` : `exit code ${run.status}`
        console.error(`[tsx] ${script} failed (${how})`)
      }
      return run.status ?? 1
    }
    console.error(`[tsx] ${script} stopped with exit code 13 (Node lost its module loader); trying again`)
  }
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url))
  process.exit(runTsx(process.argv[2], { args: process.argv.slice(3) }))
