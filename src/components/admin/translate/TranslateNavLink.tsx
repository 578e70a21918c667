'use client'

import { useAuth } from '@payloadcms/ui'
import Link from 'next/link'

/** The Translate view's place in the admin's navigation, for every member (all of them write content). */
export function TranslateNavLink() {
  const { user } = useAuth()
  if (!user) return null
  return (
    <Link href="/admin/translate" className="nav__link" id="nav-translate">
      <span className="nav__link-label">Translate</span>
    </Link>
  )
}
