import { afterEach, describe, expect, it } from 'vitest'

import { keralaCron } from '@/lib/platform/kerala-cron'

// Node.js reads TZ afresh whenever it is set, so one process can play servers in several zones.
const serverZone = process.env.TZ
afterEach(() => {
  if (serverZone === undefined) delete process.env.TZ
  else process.env.TZ = serverZone
})

// A Wednesday in November: New York is on its winter time (UTC-5), Sydney on its summer time (UTC+11).
const today = new Date('2026-11-25T12:00:00Z')

describe('keralaCron', () => {
  it('on a server kept in UTC, runs the jobs at their hour in Kerala (5 h 30 earlier on the clock)', () => {
    process.env.TZ = 'UTC'
    expect(keralaCron({ hour: 2, minute: 30 }, today)).toBe('0 21 * * *')
    expect(keralaCron({ hour: 3, minute: 15 }, today)).toBe('45 21 * * *')
    expect(keralaCron({ hour: 1 }, today)).toBe('30 19 * * *')
    // Monday 03:00 in Kerala is still Sunday in UTC.
    expect(keralaCron({ hour: 3, weekday: 1 }, today)).toBe('30 21 * * 0')
  })

  it('on a server in another zone, converts to that zone, moving the weekday when the date moves', () => {
    process.env.TZ = 'America/New_York'
    expect(keralaCron({ hour: 2, minute: 30 }, today)).toBe('0 16 * * *')
    expect(keralaCron({ hour: 3, weekday: 1 }, today)).toBe('30 16 * * 0')
    process.env.TZ = 'Australia/Sydney'
    expect(keralaCron({ hour: 2, minute: 30 }, today)).toBe('0 8 * * *')
    expect(keralaCron({ hour: 3, weekday: 1 }, today)).toBe('30 8 * * 1')
    // Late in Kerala is the next day in Sydney: Saturday 22:00 there is Sunday 03:30 here.
    expect(keralaCron({ hour: 22, weekday: 6 }, today)).toBe('30 3 * * 0')
  })

  it('on a server kept in India, is the time itself', () => {
    process.env.TZ = 'Asia/Kolkata'
    expect(keralaCron({ hour: 2, minute: 30 }, today)).toBe('30 2 * * *')
    expect(keralaCron({ hour: 3, weekday: 1 }, today)).toBe('0 3 * * 1')
  })

  it('gives the same cron whatever the day of the week the server starts on', () => {
    process.env.TZ = 'UTC'
    for (let day = 0; day < 7; day++) {
      const start = new Date(today.getTime() + day * 86_400_000)
      expect(keralaCron({ hour: 3, weekday: 1 }, start)).toBe('30 21 * * 0')
    }
  })

  it("is the one source of the scheduled jobs' clock times", async () => {
    process.env.TZ = 'UTC'
    const [{ retentionTask }, { plannerStatisticsTask }, { disclosureFilesTask }] = await Promise.all([
      import('@/jobs/retention'),
      import('@/jobs/planner-statistics'),
      import('@/jobs/disclosure-files'),
    ])
    expect(retentionTask.schedule?.[0].cron).toBe('0 21 * * *')
    expect(plannerStatisticsTask.schedule?.[0].cron).toBe('45 21 * * *')
    expect(disclosureFilesTask.schedule?.[0].cron).toBe('30 21 * * *')
  })
})
