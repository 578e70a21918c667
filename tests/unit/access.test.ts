import { describe, expect, it } from 'vitest'

import { staffScope } from '@/access/roles'
import type { User } from '@/payload-types'

const user = (role: User['role'], school?: number) =>
  ({ id: 1, email: 'a@example.org', role, school, collection: 'users' }) as unknown as User

describe('staffScope', () => {
  it('gives a platform admin everything', () => {
    expect(staffScope(user('platform-admin'))).toBe(true)
  })
  it("limits a school's staff to their school", () => {
    expect(staffScope(user('editor', 7))).toEqual({ school: { equals: 7 } })
    expect(staffScope(user('school-admin', 7), ['school-admin'])).toEqual({ school: { equals: 7 } })
  })
  it('refuses roles not named, staff without a school, and visitors', () => {
    expect(staffScope(user('editor', 7), ['school-admin'])).toBe(false)
    expect(staffScope(user('editor'))).toBe(false)
    expect(staffScope(null)).toBe(false)
  })
})
