// @ts-check
/**
 * Builds the site when the production build is missing or older than its sources. `npm start`
 * runs it before serving; `npm run cluster` before starting its instances, so that they share
 * one build instead of each making its own.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/**
 * @param {string} target
 * @returns {number}
 */
function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(target)
    .reduce((/** @type {number} */ max, entry) => Math.max(max, newestMtime(path.join(target, entry))), stat.mtimeMs)
}

/** Returns false when the build was needed and failed (its output is on the console). */
export function ensureBuild() {
  const builtAt = newestMtime(path.join(root, '.next', 'BUILD_ID'))
  const sourcesAt = Math.max(
    ...['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json'].map((p) =>
      newestMtime(path.join(root, p)),
    ),
  )
  if (builtAt && sourcesAt <= builtAt) return true
  console.log('[start] building the site (first start or changed sources)…')
  // package.json's build script is the one list of the build's steps (next build, then compression).
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', cwd: root, env: process.env })
  if (result.status === 0) return true
  const how = result.signal ? `signal ${result.signal}` : `exit code ${result.status}`
  console.error(`[start] the build failed (${how})`)
  return false
}
