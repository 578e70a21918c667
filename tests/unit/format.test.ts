import { describe, expect, it } from 'vitest'

import { eventTime, longDate, longDateTime, MALAYALAM_MONTHS } from '@/lib/content/format'
import { monthNames } from '@/lib/content/listing'

describe('dates and times for the office', () => {
  it('are told in Kerala time on a 12-hour clock, midnight as 12', () => {
    expect(longDateTime('2026-11-24T18:30:00Z')).toBe('25 November 2026 at 12:00 am')
    expect(longDateTime('2026-11-25T05:00:00Z')).toBe('25 November 2026 at 10:30 am')
    expect(longDateTime('2026-11-25T07:15:00Z')).toBe('25 November 2026 at 12:45 pm')
    expect(longDateTime('not a date')).toBe('')
  })
})

describe('dates and times on Malayalam pages', () => {
  it('write the day, the month in full and the year, as a Kerala school dates a circular', () => {
    expect(longDate('2025-08-15T00:00:00.000Z', 'ml')).toBe('15 ഓഗസ്റ്റ് 2025')
    // Kerala's day: 31 December 20:00 UTC is already 1 January there.
    expect(longDate('2025-12-31T20:00:00.000Z', 'ml')).toBe('1 ജനുവരി 2026')
    expect(longDate('2025-08-15T00:00:00.000Z', 'en')).toBe('15 August 2025')
    expect(longDate('not a date', 'ml')).toBe('')
  })

  it('name the month in full in the filters (മാർച്ച്, not മാർ)', () => {
    expect(monthNames('ml')).toEqual(MALAYALAM_MONTHS)
    expect(monthNames('ml')[2]).toBe('മാർച്ച്')
    expect(monthNames('en')[2]).toBe('Mar')
  })

  it('tell an event’s clock time with the part of the day, and leave other words as written', () => {
    expect(eventTime('9:00 AM', 'ml')).toBe('രാവിലെ 9:00')
    expect(eventTime('4.30 pm', 'ml')).toBe('വൈകുന്നേരം 4:30')
    // Named by the hour as a school writes it, not by CLDR's periods ("ഉച്ച 12:00", "സന്ധ്യ 6:30").
    expect(eventTime('12:00 PM', 'ml')).toBe('ഉച്ചയ്ക്ക് 12:00')
    expect(eventTime('12:30 PM', 'ml')).toBe('ഉച്ചയ്ക്ക് 12:30')
    expect(eventTime('6:30 PM', 'ml')).toBe('വൈകുന്നേരം 6:30')
    expect(eventTime('12:05 AM', 'ml')).toBe('രാത്രി 12:05')
    expect(eventTime('9:00 AM', 'en')).toBe('9:00 AM')
    expect(eventTime('After the assembly', 'ml')).toBe('After the assembly')
  })
})
