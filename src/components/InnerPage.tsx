import { getLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { DEFAULT_LOCALE } from '@/i18n/locales.mjs'
import { SITE_ROUTES, type SiteRoute } from '@/lib/site/routes'

import { breadcrumbData } from '@/lib/site/structured-data'

import { Breadcrumb } from './Breadcrumb'
import { JsonLd } from './JsonLd'

/** The frame of every inner page: a title band with the breadcrumb, then the content. */
export async function InnerPage({
  route,
  title,
  item = false,
  children,
}: {
  route: SiteRoute
  /** The office's heading, English until records have Malayalam text (Malayalam pages then show the route's name). */
  title?: string | null
  /** The title names an item (a gallery), which is shown in its own language on every page. */
  item?: boolean
  children: ReactNode
}) {
  const [routes, menu, locale] = await Promise.all([getTranslations('Routes'), getTranslations('Menu'), getLocale()])
  const { section } = SITE_ROUTES[route]
  const english = locale === DEFAULT_LOCALE
  const own = title && (english || item) ? title : null
  const heading = own || routes(route)
  return (
    <main id="main">
      <JsonLd data={breadcrumbData(route, heading, { home: menu('Home'), locale })} />
      <div className="bg-brand">
        <div className="mx-auto max-w-7xl px-4 py-8">
          <Breadcrumb section={section && menu(section)} page={heading} />
          <h1
            lang={own && !english ? DEFAULT_LOCALE : undefined}
            className="mt-2 text-2xl font-bold text-white md:text-4xl"
          >
            {heading}
          </h1>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">{children}</div>
    </main>
  )
}
