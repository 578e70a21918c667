import { describe, expect, it } from 'vitest'

import { dateWhere, parseId, parseListParams } from '@/lib/content/listing'

describe('parseListParams', () => {
  it('defaults the year to the current year (SPEC §9) and reads the rest', () => {
    expect(parseListParams({}, 2026)).toEqual({ year: 2026, month: null, q: '', page: 1 })
    expect(parseListParams({ year: 'all', month: '3', q: ' day ', page: '2' }, 2026)).toEqual({
      year: 'all',
      month: 3,
      q: 'day',
      page: 2,
    })
  })
  it('ignores anything odd instead of failing', () => {
    expect(parseListParams({ year: '20x6', month: '13', page: '-1', q: 'x'.repeat(500) }, 2026)).toEqual({
      year: 2026,
      month: null,
      q: 'x'.repeat(100),
      page: 1,
    })
    expect(parseListParams({ year: ['2025', '2024'] }, 2026).year).toBe(2025)
  })
})

describe('dateWhere', () => {
  it('turns a month of a year into an index-friendly range, December included', () => {
    expect(dateWhere('date', { year: 2025, month: 12, q: '', page: 1 }, [])).toEqual({
      and: [
        { date: { greater_than_equal: '2025-12-01T00:00:00.000Z' } },
        { date: { less_than: '2026-01-01T00:00:00.000Z' } },
      ],
    })
  })
  it('matches one month across every year found when the year is All', () => {
    const where = dateWhere('date', { year: 'all', month: 3, q: '', page: 1 }, [2026, 2025]) as { or: unknown[] }
    expect(where.or).toHaveLength(2)
    expect(dateWhere('date', { year: 'all', month: null, q: '', page: 1 }, [2026])).toBeNull()
  })
})

describe('parseId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseId('12')).toBe(12)
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', undefined, '9'.repeat(20)]) expect(parseId(bad)).toBeNull()
  })
})
