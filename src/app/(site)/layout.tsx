import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteChrome } from '@/components/SiteChrome'

import './site.css'

// Pages render per request from the data cache (cleared by the admin's saves), so a build never
// needs the database.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: { default: 'School', template: '%s' },
  formatDetection: { telephone: false },
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d3f72' }

export default function SiteLayout({ children, banner }: { children: ReactNode; banner: ReactNode }) {
  return (
    <html lang="en-IN">
      <SiteChrome banner={banner}>{children}</SiteChrome>
    </html>
  )
}
