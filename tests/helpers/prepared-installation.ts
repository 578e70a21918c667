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
 * `scripts` prepare the folder, in order: `npm start`'s own, or one that runs it and adds to it.
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
  const kind = createHash('sha256')
    .update(JSON.stringify([Object.entries(settings).sort(), scripts]))
    .digest('hex')
    .slice(0, 16)
  const template = path.join(root, kind)
  if (!fs.existsSync(template)) prepare(template, settings, scripts)
  fs.cpSync(template, dataDir, { recursive: true })
}

function prepare(template: string, settings: Record<string, string>, scripts: string[]) {
  fs.mkdirSync(path.dirname(template), { recursive: true })
  const work = fs.mkdtempSync(`${template}-`)
  const env = { ...process.env, ...settings, DATA_DIR: work }
  for (const script of scripts) {
    if (runTsx(script, { env }) !== 0) {
      fs.rmSync(work, { recursive: true, force: true })
      throw new Error(`${script} could not prepare a data folder with ${Object.keys(settings).join(', ')}`)
    }
  }
  try {
    fs.renameSync(work, template)
  } catch {
    // Another process of this run prepared the same kind at the same moment: theirs is as good.
    fs.rmSync(work, { recursive: true, force: true })
  }
}
