import type { ServerProps } from 'payload'

import type { User } from '@/payload-types'

import { brandSchool } from './brand-school'
import { SchoolMark } from './SchoolMark'

/** The small mark at the start of the admin's breadcrumb (Payload's own icon otherwise). */
export async function SchoolIcon({ payload, user }: ServerProps) {
  const brand = await brandSchool(payload, user as User | undefined)
  return brand ? <SchoolMark brand={brand} size={18} /> : null
}
