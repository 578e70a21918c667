import { describe, expect, it } from 'vitest'

import { dayAndTime } from '@/lib/content/format'
import { defaultAlertEnd, endOfKeralaDay, stillShows } from '@/lib/office/alerts'

describe('urgent alerts', () => {
  it("end at 23:59 of Kerala's day, whatever the server's clock says", () => {
    // 10:00 in Kerala.
    expect(endOfKeralaDay(new Date('2026-11-26T04:30:00Z')).toISOString()).toBe('2026-11-26T18:29:00.000Z')
    // 20:00 UTC is already 01:30 the next day in Kerala: an alert announced then ends that night.
    expect(endOfKeralaDay(new Date('2026-11-26T20:00:00Z')).toISOString()).toBe('2026-11-27T18:29:00.000Z')
  })

  it('written in the day’s last hour, end the next day: today’s end would pass before they are published', () => {
    // 22:30 in Kerala: still today.
    expect(defaultAlertEnd(new Date('2026-11-26T17:00:00Z')).toISOString()).toBe('2026-11-26T18:29:00.000Z')
    // 23:30 and 23:59 in Kerala: tomorrow's end.
    expect(defaultAlertEnd(new Date('2026-11-26T18:00:00Z')).toISOString()).toBe('2026-11-27T18:29:00.000Z')
    expect(defaultAlertEnd(new Date('2026-11-26T18:29:30Z')).toISOString()).toBe('2026-11-27T18:29:00.000Z')
  })

  it('show until their end, not after', () => {
    const end = '2026-11-26T18:29:00.000Z'
    expect(stillShows(end, Date.parse(end) - 1)).toBe(true)
    expect(stillShows(end, Date.parse(end))).toBe(false)
    expect(stillShows(null)).toBe(false)
  })

  it('state their end in Kerala time, in each language', () => {
    expect(dayAndTime('2026-11-26T18:29:00.000Z')).toBe('26 November, 11:59 pm')
    expect(dayAndTime('2026-11-26T18:29:00.000Z', 'ml')).toBe('26 നവംബർ, രാത്രി 11:59')
  })
})
