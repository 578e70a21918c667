import { describe, expect, it } from 'vitest'

import { translator } from '@/i18n/messages'
import { classesInWords, type CircularClass } from '@/collections/Circulars/categories'
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

describe("a circular's classes, as its listing line reads them", () => {
  const line = (locale: 'en' | 'ml', classes: CircularClass[]) => {
    const t = translator(locale)
    return t('Listing.circulars.forClasses', {
      count: classes.length,
      classes: classesInWords(
        classes,
        (c) => c,
        (from, to) => t('Listing.circulars.classRange', { from, to }),
      ),
    })
  }
  it('says "class" for one class and "classes" for several, with three or more in a row as a range', () => {
    expect(line('en', ['V'])).toBe('For class V')
    expect(line('en', ['VI', 'V'])).toBe('For classes V, VI')
    expect(line('en', ['V', 'VI', 'VII', 'VIII', 'IX'])).toBe('For classes V to IX')
    expect(line('en', ['Pre-primary', 'I', 'II', 'IV', 'X', 'XI', 'XII'])).toBe(
      'For classes Pre-primary to II, IV, X to XII',
    )
  })
  it('in Malayalam too', () => {
    expect(line('ml', ['V'])).toBe('ക്ലാസ് V')
    expect(line('ml', ['V', 'VI'])).toBe('ക്ലാസുകൾ: V, VI')
    expect(line('ml', ['V', 'VI', 'VII', 'VIII', 'IX'])).toBe('ക്ലാസുകൾ: V മുതൽ IX വരെ')
  })
})
