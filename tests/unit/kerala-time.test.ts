import { describe, expect, it } from 'vitest'

import { keralaIsoDate } from '@/lib/content/format'
import { nextKeralaTime } from '@/lib/platform/kerala-cron'

describe('the next evening in Kerala', () => {
  it('is today at 18:00 before it, tomorrow after it', () => {
    // 10:00 in Kerala is 04:30 UTC; 18:00 in Kerala is 12:30 UTC.
    expect(nextKeralaTime(new Date('2026-11-27T04:30:00Z'), 18).toISOString()).toBe('2026-11-27T12:30:00.000Z')
    expect(nextKeralaTime(new Date('2026-11-27T12:30:00Z'), 18).toISOString()).toBe('2026-11-27T12:30:00.000Z')
    expect(nextKeralaTime(new Date('2026-11-27T12:31:00Z'), 18).toISOString()).toBe('2026-11-28T12:30:00.000Z')
    // 23:00 UTC is already the next day in Kerala (04:30).
    expect(nextKeralaTime(new Date('2026-11-27T23:00:00Z'), 18).toISOString()).toBe('2026-11-28T12:30:00.000Z')
  })

  it('on a weekday is that day of this week or the next', () => {
    // 27 November 2026 is a Friday.
    expect(nextKeralaTime(new Date('2026-11-25T04:30:00Z'), 18, 5).toISOString()).toBe('2026-11-27T12:30:00.000Z')
    expect(nextKeralaTime(new Date('2026-11-27T12:00:00Z'), 18, 5).toISOString()).toBe('2026-11-27T12:30:00.000Z')
    expect(nextKeralaTime(new Date('2026-11-27T13:00:00Z'), 18, 5).toISOString()).toBe('2026-12-04T12:30:00.000Z')
  })

  it('counts days from Kerala’s midnight', () => {
    expect(keralaIsoDate(new Date('2026-11-27T18:29:00Z'))).toBe('2026-11-27')
    expect(keralaIsoDate(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28')
  })
})
