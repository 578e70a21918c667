import { execFileSync } from 'node:child_process'

import { describe, expect, it } from 'vitest'

import { PROCESS_WIDE } from '@/lib/server/process-wide.mjs'

const root = new URL('../..', import.meta.url).pathname

/**
 * What the site's process runs (src/ and the HTTP server's scripts) that mentions `pattern`, apart
 * from the module that declares them all. The other scripts are processes of their own (the hooks'
 * document hands a function to the inspector through globalThis).
 */
const SERVER_PROCESS = ['src', 'scripts/server.mjs', 'scripts/request-handler.mjs', 'scripts/start.mjs']

function filesMentioning(pattern: string): string[] {
  let found = ''
  try {
    found = execFileSync('git', ['grep', '--untracked', '-l', '-F', pattern, '--', ...SERVER_PROCESS], {
      cwd: root,
      encoding: 'utf8',
    })
  } catch (error) {
    // git grep answers 1 when nothing matches.
    if ((error as { status?: number }).status !== 1) throw error
  }
  return found.split('\n').filter((file) => file && file !== 'src/lib/server/process-wide.mjs')
}

describe('process-wide values', () => {
  it('are declared in lib/server/process-wide.mjs only', () => {
    expect(filesMentioning('globalThis')).toEqual([])
    expect(filesMentioning('Symbol.for(')).toEqual([])
    expect(filesMentioning('__incrementalCache')).toEqual([])
  })

  it('each name their owner and why they are process-wide, under a key of their own', () => {
    const keys = Object.values(PROCESS_WIDE).map(({ key }) => key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const { key, owner, why } of Object.values(PROCESS_WIDE)) {
      expect(Symbol.keyFor(key)).toMatch(/^school-website\./)
      expect(owner).toMatch(/^(src|scripts)\//)
      expect(why.length).toBeGreaterThan(20)
    }
  })
})
