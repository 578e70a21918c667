import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { grepSiteProcess, root } from '../helpers/site-process'

/** Variables of Node.js, Next.js and the CI machine, not the platform's settings. */
const NOT_THE_PLATFORMS = ['NODE_ENV', 'NEXT_RUNTIME', 'NEXT_PHASE', 'CI']

/** Read in lib/server/env.mjs, but set by the platform's own commands, not an administrator. */
const SET_BY_COMMANDS = { NODE_ENV: 'npm start', BENCH_EMPTY_PAGE: 'bench/' }

const ENV_MODULE = 'src/lib/server/env.mjs'

/** Lines of the site's process (tests/helpers/site-process.ts) that read a variable of the platform's elsewhere. */
function linesReadingTheEnvironment(): string[] {
  const own = (line: string) =>
    !line.includes('process.env[') &&
    [...line.matchAll(/process\.env\.([A-Z0-9_]+)/g)].every(([, name]) => NOT_THE_PLATFORMS.includes(name))
  return grepSiteProcess(['-n', '-E', 'process\\.env(\\.|\\[)']).filter(
    (line) => !line.startsWith(`${ENV_MODULE}:`) && !own(line),
  )
}

describe('the environment', () => {
  it('is read in lib/server/env.mjs only', () => {
    expect(linesReadingTheEnvironment()).toEqual([])
  })

  it('has every variable env.mjs reads in the README, apart from those the commands set', () => {
    const source = fs.readFileSync(`${root}/${ENV_MODULE}`, 'utf8')
    const names = new Set(
      [...source.matchAll(/process\.env\.([A-Z0-9_]+)|whole\('([A-Z0-9_]+)'/g)].map((m) => m[1] ?? m[2]),
    )
    expect(names.size).toBeGreaterThan(25)
    const readme = fs.readFileSync(`${root}/README.md`, 'utf8')
    const missing = [...names].filter((name) => !(name in SET_BY_COMMANDS) && !new RegExp(`\\b${name}\\b`).test(readme))
    expect(missing).toEqual([])
  })
})
