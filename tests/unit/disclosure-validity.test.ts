import { describe, expect, it } from 'vitest'

import { daysLeft, isExpired } from '@/lib/office/disclosure-validity'

// 9 March 2027 as the admin's day picker stores it from Kerala: that day's midnight, in UTC.
const row = { label: 'Fire safety certificate', validUntil: '2027-03-08T18:30:00.000Z' }

describe('a certificate\'s "valid until" day, read in Kerala', () => {
  it('holds through its last day and runs out at the next midnight in Kerala', () => {
    expect(isExpired(row, new Date('2027-03-09T18:29:00.000Z'))).toBe(false) // 23:59 on 9 March in Kerala
    expect(isExpired(row, new Date('2027-03-09T18:31:00.000Z'))).toBe(true) // 00:01 on 10 March
  })

  it('counts the days left, and never expires a row without a date', () => {
    expect(daysLeft(row, new Date('2027-02-07T12:00:00.000Z'))).toBe(30)
    expect(daysLeft(row, new Date('2027-03-09T12:00:00.000Z'))).toBe(0)
    expect(daysLeft({ label: 'x' }, new Date())).toBeNull()
    expect(isExpired({ label: 'x', validUntil: null })).toBe(false)
  })
})
