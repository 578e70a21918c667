import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { applyDomainAnnouncement, reloadDomainTable, SETTLE_MS } from '@/lib/site/domain-table'
import { schoolCodeForHost, setDomainTable, updateDomainTable, type SchoolDomains } from '@/lib/site/domains'

/**
 * The domain table's periodic reload (with PostgreSQL, for other instances' changes) against a
 * save of a school on this instance: the save's hook changes the table at once, and a reload whose
 * read began before the save committed must not put the old table back (issue 49).
 */
// Not SCHOOL_CODE's school: a host of no school answers as that one.
const FIRST: SchoolDomains = { id: 1, code: 'STMARY', domains: ['first.example.org'] }
const ADDED: SchoolDomains = { id: 2, code: 'HOSTB', domains: ['added.example.org'] }

/** Reads of the schools that answer when the test says, with what the database held. */
function database() {
  const answers: ((docs: SchoolDomains[]) => void)[] = []
  const payload = {
    find: () => new Promise((resolve) => answers.push((docs) => resolve({ docs }))),
  } as unknown as Payload
  return { payload, answers }
}

describe('the domain table read again', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') })
    setDomainTable([FIRST])
  })
  afterEach(() => vi.useRealTimers())

  it('keeps a school saved on this instance while the read ran, and reads again once the save has settled', async () => {
    const { payload, answers } = database()
    const reloaded = reloadDomainTable(payload)
    updateDomainTable(null, ADDED)
    // The read began before the save committed.
    answers[0]([FIRST])
    await vi.advanceTimersByTimeAsync(0)
    expect(schoolCodeForHost('added.example.org')).toBe('HOSTB')
    expect(answers).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(SETTLE_MS)
    expect(answers).toHaveLength(2)
    answers[1]([FIRST, ADDED])
    await reloaded
    expect(schoolCodeForHost('added.example.org')).toBe('HOSTB')
  })

  it('takes what it read when this instance changed nothing lately (another instance’s change)', async () => {
    updateDomainTable(null, ADDED)
    await vi.advanceTimersByTimeAsync(60_000)
    const { payload, answers } = database()
    const reloaded = reloadDomainTable(payload)
    // Another instance removed the second school and gave the first a new domain.
    answers[0]([{ ...FIRST, domains: ['moved.example.org'] }])
    await reloaded
    expect(answers).toHaveLength(1)
    expect(schoolCodeForHost('moved.example.org')).toBe('STMARY')
    expect(schoolCodeForHost('added.example.org')).not.toBe('HOSTB')
    expect(schoolCodeForHost('first.example.org')).not.toBe('STMARY')
  })

  it('applies another instance’s announced change at once, and puts off a reload that may read before that save commits', async () => {
    const announced = JSON.stringify({ from: 'another instance', before: null, after: ADDED })
    expect(applyDomainAnnouncement(announced)).toBe(true)
    expect(schoolCodeForHost('added.example.org')).toBe('HOSTB')
    const { payload, answers } = database()
    const reloaded = reloadDomainTable(payload)
    answers[0]([FIRST])
    await vi.advanceTimersByTimeAsync(0)
    expect(schoolCodeForHost('added.example.org')).toBe('HOSTB')
    await vi.advanceTimersByTimeAsync(SETTLE_MS)
    answers[1]([FIRST, ADDED])
    await reloaded
    expect(schoolCodeForHost('added.example.org')).toBe('HOSTB')
    // A school's domains moved, then the school deleted.
    const moved = { ...ADDED, domains: ['moved.example.org'] }
    applyDomainAnnouncement(JSON.stringify({ from: 'another instance', before: ADDED, after: moved }))
    expect(schoolCodeForHost('moved.example.org')).toBe('HOSTB')
    expect(schoolCodeForHost('added.example.org')).not.toBe('HOSTB')
    applyDomainAnnouncement(JSON.stringify({ from: 'another instance', before: moved, after: null }))
    expect(schoolCodeForHost('moved.example.org')).not.toBe('HOSTB')
  })

  it('asks for a read of the table when an announcement cannot be read (an older release’s bare instance id)', () => {
    expect(applyDomainAnnouncement('5f0c6a9e-0000-4000-8000-000000000000')).toBe(false)
    expect(applyDomainAnnouncement(JSON.stringify({ from: 'x', before: null, after: { code: 'NOID' } }))).toBe(false)
    expect(schoolCodeForHost('first.example.org')).toBe('STMARY')
  })
})
