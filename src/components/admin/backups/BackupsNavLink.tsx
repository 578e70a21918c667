'use client'

import { useAuth } from '@payloadcms/ui'
import Link from 'next/link'

/** The backups' place in the admin's navigation, for platform admins (the only ones they serve). */
export function BackupsNavLink() {
  const { user } = useAuth<{ role?: string }>()
  if (user?.role !== 'platform-admin') return null
  return (
    <Link href="/admin/backups" className="nav__link" id="nav-backups">
      <span className="nav__link-label">Backups</span>
    </Link>
  )
}
