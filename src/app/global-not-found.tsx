import type { Metadata } from 'next'

import { NotFoundMessage } from '@/components/NotFoundMessage'
import { SiteChrome } from '@/components/SiteChrome'

import './(site)/site.css'

export const metadata: Metadata = { title: 'Page not found' }

// Rendered per request: the header and footer come from the database, which a build never touches.
export const dynamic = 'force-dynamic'

/** Unknown addresses outside every route group get the site's own 404 page, with its header and footer. */
export default function GlobalNotFound() {
  return (
    <html lang="en-IN">
      <SiteChrome>
        <NotFoundMessage />
      </SiteChrome>
    </html>
  )
}
