import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import './site.css'

export const metadata: Metadata = {
  title: { default: 'School', template: '%s' },
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d3f72' }

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
