import { describe, expect, it } from 'vitest'

import { defaultSessionYear } from '@/lib/content/session-year'

describe('defaultSessionYear (SPEC §9)', () => {
  const now = new Date('2026-11-22T10:00:00Z')
  it('prefers the previous calendar year to the current one', () => {
    expect(defaultSessionYear(['2023-2024', '2025-2026', '2024-2025'], now)).toBe('2025-2026')
  })
  it('falls back to the latest session available', () => {
    expect(defaultSessionYear(['2021-2022', '2023-2024', '2022-2023'], now)).toBe('2023-2024')
  })
  it('has nothing to offer when there are no toppers', () => {
    expect(defaultSessionYear([], now)).toBeNull()
  })
})
