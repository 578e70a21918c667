import type { ServerProps } from 'payload'

import type { User } from '@/payload-types'

import { brandSchool } from './brand-school'
import { SchoolMark } from './SchoolMark'

/** The sign-in screen's logo: the school's mark and name instead of Payload's. */
export async function SchoolLogo({ payload, user }: ServerProps) {
  const brand = await brandSchool(payload, user as User | undefined)
  if (!brand) return <strong style={{ fontSize: '1.5rem' }}>School website</strong>
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }} id="school-logo">
      <SchoolMark brand={brand} size={56} />
      <strong style={{ fontSize: '1.4rem', lineHeight: 1.2 }}>{brand.name}</strong>
    </span>
  )
}
