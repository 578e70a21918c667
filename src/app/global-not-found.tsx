import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NotFoundMessage } from '@/components/NotFoundMessage'
import { SiteChrome } from '@/components/SiteChrome'
import { requestSchool } from '@/lib/site/school'

import { SiteHtml } from '@/components/SiteHtml'
import { requestLocale } from '@/i18n/request-locale'

import './(site)/[school]/[locale]/(chrome)/site.css'

export async function generateMetadata(): Promise<Metadata> {
  setRequestLocale(await requestLocale())
  return { title: (await getTranslations('NotFound'))('title') }
}

// Rendered per request, as the school of the request's host: the header and footer come from the
// database, which a build never touches.
export const dynamic = 'force-dynamic'

/** Unknown addresses outside every route group get the site's own 404 page, with its header and footer. */
export default async function GlobalNotFound() {
  const locale = await requestLocale()
  // Set for next-intl here, as a page's path sets it (lib/site/school.ts's pageSchool).
  setRequestLocale(locale)
  return (
    <SiteHtml locale={locale}>
      <SiteChrome school={await requestSchool()}>
        <NotFoundMessage />
      </SiteChrome>
    </SiteHtml>
  )
}
