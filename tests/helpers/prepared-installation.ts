import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { runTsx } from '../../scripts/run-tsx.mjs'

/**
 * The folder of data folders prepared once per test run: `npm test` names one for all its passes
 * (scripts/test.sh); a Playwright run on its own makes one under its data folders.
 */
export const PREPARED_ROOT = 'TEST_PREPARED_INSTALLATIONS'

/**
 * Fills an empty data folder with a copy of one that `npm start`'s preparation (migrations, first
 * admin, the school's profile and sample content) made with the same settings earlier in this run,
 * preparing that first if it is the first of its kind. The server then starts on it with
 * `npm start` as on any restart (the copy keeps the generated secret, as a restart does). Preparing an empty folder took 15 CPU-seconds; the browser tests'
 * two servers and the HTTP-level tests' server prepared the same folder three times, the second
 * school's two servers twice (decision 0051).
 *
 * `scripts` prepare the folder, in order: `npm start`'s own, then any that add to it.
 * Without a prepared-installations folder (PREPARED_ROOT unset) this does nothing and the server
 * prepares its own, as `npm start` on an empty folder does.
 */
export function fillPrepared(
  dataDir: string,
  settings: Record<string, string>,
  scripts: string[] = ['scripts/prepare.ts'],
): void {
  const root = process.env[PREPARED_ROOT]
  // A database outside the data folder is not in the copy.
  if (!root || process.env.DATABASE_URL || settings.DATABASE_URL) return
  fs.cpSync(preparedFolder(root, settings, scripts), dataDir, { recursive: true })
}

/**
 * The run's folder prepared with `settings` by `scripts`, prepared now if it is the first: from a
 * copy of the folder the scripts before the last prepared (itself kept for whoever asks for it), so
 * the second school's pass adds its school to a copy of JRSBKL's prepared installation.
 */
export function preparedFolder(
  root: string,
  settings: Record<string, string>,
  scripts: string[] = ['scripts/prepare.ts'],
): string {
  const template = preparedPath(root, settings, scripts)
  if (fs.existsSync(template)) return template
  const base = scripts.length > 1 ? preparedFolder(root, settings, scripts.slice(0, -1)) : undefined
  prepare(template, settings, scripts.at(-1)!, base)
  return template
}

/** Where the folder prepared with `settings` by `scripts` is (or will be) kept. */
export function preparedPath(
  root: string,
  settings: Record<string, string>,
  scripts: string[] = ['scripts/prepare.ts'],
) {
  const kind = createHash('sha256')
    .update(JSON.stringify([Object.entries(settings).sort(), scripts]))
    .digest('hex')
    .slice(0, 16)
  return path.join(root, kind)
}

function prepare(template: string, settings: Record<string, string>, script: string, base?: string) {
  fs.mkdirSync(path.dirname(template), { recursive: true })
  const work = fs.mkdtempSync(`${template}-`)
  if (base) fs.cpSync(base, work, { recursive: true })
  if (runTsx(script, { env: { ...process.env, ...settings, DATA_DIR: work } }) !== 0) {
    fs.rmSync(work, { recursive: true, force: true })
    throw new Error(`${script} could not prepare a data folder with ${Object.keys(settings).join(', ')}`)
  }
  try {
    fs.renameSync(work, template)
  } catch {
    // Another process of this run prepared the same kind at the same moment: theirs is as good.
    fs.rmSync(work, { recursive: true, force: true })
  }
}
