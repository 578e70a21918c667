import { describe, expect, it } from 'vitest'

import { longDateTime } from '@/lib/content/format'

describe('dates and times for the office', () => {
  it('are told in Kerala time on a 12-hour clock, midnight as 12', () => {
    expect(longDateTime('2026-11-24T18:30:00Z')).toBe('25 November 2026 at 12:00 am')
    expect(longDateTime('2026-11-25T05:00:00Z')).toBe('25 November 2026 at 10:30 am')
    expect(longDateTime('2026-11-25T07:15:00Z')).toBe('25 November 2026 at 12:45 pm')
    expect(longDateTime('not a date')).toBe('')
  })
})
