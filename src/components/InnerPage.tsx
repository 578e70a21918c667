import type { ReactNode } from 'react'

import { SITE_ROUTES, type SiteRoute } from '@/lib/site/routes'

import { breadcrumbData } from '@/lib/site/structured-data'

import { Breadcrumb } from './Breadcrumb'
import { JsonLd } from './JsonLd'

/** The frame of every inner page: a title band with the breadcrumb, then the content. */
export function InnerPage({
  route,
  title,
  children,
}: {
  route: SiteRoute
  title?: string | null
  children: ReactNode
}) {
  const info = SITE_ROUTES[route]
  const heading = title || info.title
  return (
    <main id="main">
      <JsonLd data={breadcrumbData(route, heading)} />
      <div className="bg-brand">
        <div className="mx-auto max-w-7xl px-4 py-8">
          <Breadcrumb section={info.section} page={heading} />
          <h1 className="mt-2 text-2xl font-bold text-white md:text-4xl">{heading}</h1>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">{children}</div>
    </main>
  )
}
