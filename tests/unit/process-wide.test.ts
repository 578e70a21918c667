import { describe, expect, it } from 'vitest'

import { PROCESS_WIDE } from '@/lib/server/process-wide.mjs'

import { grepSiteProcess } from '../helpers/site-process'

/** Files of the site's process that mention `pattern`, apart from the module that declares them all. */
const filesMentioning = (pattern: string) =>
  grepSiteProcess(['-l', '-F', pattern]).filter((file) => file !== 'src/lib/server/process-wide.mjs')

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
