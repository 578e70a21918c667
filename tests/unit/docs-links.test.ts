import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The README and docs/ link each other by file and heading, and show the admin's screenshots:
 * remark-validate-links (through remark-cli, which checks links across all the files of one run)
 * reports any link or picture whose file or heading is missing.
 */
it('every link and picture between the README and docs/ reaches an existing file and heading', () => {
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/remark-cli/cli.js'),
      '--frail',
      '--quiet',
      '--no-stdout',
      '--use',
      'remark-validate-links=repository:false',
      'README.md',
      'docs',
    ],
    { cwd: root, encoding: 'utf8' },
  )
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
})
