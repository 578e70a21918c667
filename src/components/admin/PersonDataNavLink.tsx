'use client'

import { useAuth } from '@payloadcms/ui'
import Link from 'next/link'

/** The look-up's place in the admin's navigation, for school admins (the only ones it serves). */
export function PersonDataNavLink() {
  const { user } = useAuth<{ role?: string }>()
  if (user?.role !== 'school-admin') return null
  return (
    <Link href="/admin/person-data" className="nav__link" id="nav-person-data">
      <span className="nav__link-label">A person&rsquo;s data</span>
    </Link>
  )
}
