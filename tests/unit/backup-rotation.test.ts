import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { archiveTime, stamp } from '@/lib/backups/archive'
import { backupsToKeep } from '@/lib/backups/rotation'
import { diskStore, rotateBackups } from '@/lib/backups/store'

const KEEP = { daily: 7, weekly: 4, monthly: 6 }

/** One backup a night at 02:00 Kerala time, from the first day to the last (inclusive). */
function nightly(first: string, last: string) {
  const backups: { day: string; createdAt: Date }[] = []
  for (let at = new Date(`${first}T02:00:00+05:30`); at <= new Date(`${last}T02:00:00+05:30`);) {
    backups.push({ day: new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10), createdAt: at })
    at = new Date(at.getTime() + 86_400_000)
  }
  return backups
}

describe('the rotation of backups', () => {
  it('keeps the newest of the last 7 days, of the last 4 weeks and of the last 6 months', () => {
    const backups = nightly('2026-05-01', '2026-11-25')
    const kept = [...backupsToKeep(backups, KEEP)].map((b) => b.day).sort()
    expect(kept).toEqual([
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      // Weeks run Monday to Sunday: the 8th and the 15th end the two weeks before the last seven days.
      '2026-11-08',
      '2026-11-15',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ])
  })

  it('keeps one backup a day: a second one made the same day replaces the first', () => {
    const morning = { createdAt: new Date('2026-11-25T02:00:00+05:30') }
    const afternoon = { createdAt: new Date('2026-11-25T14:00:00+05:30') }
    const yesterday = { createdAt: new Date('2026-11-24T02:00:00+05:30') }
    expect(backupsToKeep([morning, afternoon, yesterday], KEEP)).toEqual(new Set([afternoon, yesterday]))
  })

  it('days are Kerala days: 23:00 UTC is already the next day at the school', () => {
    const late = { createdAt: new Date('2026-11-24T23:00:00Z') }
    const early = { createdAt: new Date('2026-11-25T01:00:00Z') }
    expect(backupsToKeep([late, early], { daily: 1, weekly: 0, monthly: 0 })).toEqual(new Set([early]))
  })

  it('deletes the archives it no longer keeps, with their summaries, and nothing else', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'))
    try {
      const names = nightly('2026-09-01', '2026-11-25').map(
        ({ createdAt }) => `school-backup-${stamp(createdAt)}.tar.gz`,
      )
      for (const name of names) {
        fs.writeFileSync(path.join(dir, name), '')
        fs.writeFileSync(path.join(dir, `${name}.json`), '{}')
      }
      fs.writeFileSync(path.join(dir, 'notes.txt'), 'the office keeps this')
      const removed = await rotateBackups(diskStore(dir), KEEP)
      const left = fs.readdirSync(dir).filter((name) => archiveTime(name))
      expect(left).toHaveLength(11)
      expect(removed).toHaveLength(names.length - 11)
      expect(fs.readdirSync(dir)).toContain('notes.txt')
      for (const name of removed) expect(fs.existsSync(path.join(dir, `${name}.json`))).toBe(false)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
