import type { ServerProps } from 'payload'

import type { User } from '@/payload-types'

import { brandSchool } from './brand-school'
import { SchoolMark } from './SchoolMark'

/** The top of the admin's navigation: whose site this is. */
export async function SchoolNavHeader({ payload, user }: ServerProps) {
  const brand = await brandSchool(payload, user as User | undefined)
  if (!brand) return null
  return (
    <div
      id="nav-school"
      style={{ display: 'flex', alignItems: 'center', gap: '0.6rem', marginBottom: 'var(--base)', fontWeight: 600 }}
    >
      <SchoolMark brand={brand} size={32} />
      <span>{brand.name}</span>
    </div>
  )
}
