import { afterEach, describe, expect, it } from 'vitest'

import { env } from '@/lib/platform/env'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
})

describe('env', () => {
  it('chooses PostgreSQL only for a postgres URL', () => {
    process.env.DATABASE_URL = 'postgres://u@h/db'
    expect(env.usesPostgres).toBe(true)
    process.env.DATABASE_URL = 'postgresql://u@h/db'
    expect(env.usesPostgres).toBe(true)
    process.env.DATABASE_URL = 'file:./x.db'
    expect(env.usesPostgres).toBe(false)
  })
  it('seeds demo content unless told false', () => {
    delete process.env.DEMO_CONTENT
    expect(env.demoContent).toBe(true)
    for (const off of ['false', 'FALSE', '0', 'no']) {
      process.env.DEMO_CONTENT = off
      expect(env.demoContent).toBe(false)
    }
  })
  it('defaults the school code to JRSBKL and upper-cases it', () => {
    delete process.env.SCHOOL_CODE
    expect(env.schoolCode).toBe('JRSBKL')
    process.env.SCHOOL_CODE = 'abc123'
    expect(env.schoolCode).toBe('ABC123')
  })
})
