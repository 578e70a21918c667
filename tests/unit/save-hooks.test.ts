import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * docs/save-hooks.md is what the configuration runs on a save, so it is written again here and
 * compared: by the script itself in its own process, as `npm run docs:save-hooks` runs it (through
 * tsx the configuration loaded in 7 s here, against 16 s through Vitest's module runner).
 */
it('docs/save-hooks.md lists the hooks the configuration runs, in their order', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'save-hooks-test-'))
  try {
    const out = path.join(dir, 'save-hooks.md')
    const run = spawnSync('node', ['scripts/run-tsx.mjs', 'scripts/save-hooks.ts', '--out', out], {
      cwd: root,
      encoding: 'utf8',
    })
    // Nothing but run-tsx.mjs's own note when it had to start the script again (seen under load).
    expect((run.stderr + run.stdout).replace(/^\[tsx\] .* trying again\n/gm, '')).toBe('')
    expect(run.status).toBe(0)
    expect(fs.readFileSync(out, 'utf8'), 'docs/save-hooks.md is out of date: run npm run docs:save-hooks').toBe(
      fs.readFileSync(path.join(root, 'docs/save-hooks.md'), 'utf8'),
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
