'use client'

import { useAuth } from '@payloadcms/ui'
import Link from 'next/link'

/**
 * One of our own screens in the admin's navigation, shown to the role it serves alone (the
 * person look-up and the admission board to school admins, backups to platform admins).
 */
export function RoleNavLink({ href, label, id, role }: { href: string; label: string; id: string; role: string }) {
  const { user } = useAuth<{ role?: string }>()
  if (user?.role !== role) return null
  return (
    <Link href={href} className="nav__link" id={id}>
      <span className="nav__link-label">{label}</span>
    </Link>
  )
}
