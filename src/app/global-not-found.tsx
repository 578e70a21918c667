import type { Metadata } from 'next'

import { NotFoundMessage } from '@/components/NotFoundMessage'
import { SiteChrome } from '@/components/SiteChrome'
import { requestSchool } from '@/lib/site/school'

import SiteDocument from './(site)/layout'

import './(site)/[school]/site.css'

export const metadata: Metadata = { title: 'Page not found' }

// Rendered per request, as the school of the request's host: the header and footer come from the
// database, which a build never touches.
export const dynamic = 'force-dynamic'

/** Unknown addresses outside every route group get the site's own 404 page, with its header and footer. */
export default async function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteChrome school={await requestSchool()}>
        <NotFoundMessage />
      </SiteChrome>
    </SiteDocument>
  )
}
