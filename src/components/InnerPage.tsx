import { getLocale, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales.mjs'
import { SITE_ROUTES, type Section, type SiteRoute } from '@/lib/site/routes'

import { breadcrumbData } from '@/lib/site/structured-data'

import { Breadcrumb } from './Breadcrumb'
import { JsonLd } from './JsonLd'

/** Where an inner page sits: one of SPEC's routes, or an own page at its address under a section. */
type Place = { route: SiteRoute } | { path: string; section: Section }

/** The frame of every inner page: a title band with the breadcrumb, then the content. */
export async function InnerPage({
  title,
  titleLang,
  item = false,
  children,
  ...place
}: Place & {
  /** The office's heading, in the page's language where the office wrote one. */
  title?: string | null
  /** The heading's language where it is not the page's: on a Malayalam page with only the English heading, the route's own name heads it instead. */
  titleLang?: Locale
  /** The title names an item (a gallery), which keeps its English name, marked, rather than the route's. */
  item?: boolean
  children: ReactNode
}) {
  const [routes, menu, locale] = await Promise.all([getTranslations('Routes'), getTranslations('Menu'), getLocale()])
  const route = 'route' in place ? place.route : null
  const section = route ? SITE_ROUTES[route].section : (place as { section: Section }).section
  const path = route ? `/${route}` : (place as { path: string }).path
  // A title only in the other language gives way to the route's own name in the page's language; an
  // own page or an item has no such name, so its title shows in the other language, marked.
  const own = title && (!titleLang || item || !route) ? title : null
  const heading = own || (route ? routes(route) : '')
  return (
    <main id="main">
      <JsonLd data={breadcrumbData(path, heading, { home: menu('Home'), locale })} />
      <div className="bg-brand">
        {/* Shallower on a phone: the heading starts on the first screen, under the header. */}
        <div className="mx-auto max-w-7xl px-4 py-4 md:py-8">
          <Breadcrumb section={section && menu(section)} page={heading} />
          <h1 lang={own ? titleLang : undefined} className="mt-1 text-2xl font-bold text-white md:mt-2 md:text-4xl">
            {heading}
          </h1>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">{children}</div>
    </main>
  )
}
