import type { ReactNode } from 'react'

import { pageLocale, type SchoolParams } from '@/lib/site/school'
import { noPagesAtBuild } from '@/lib/site/site-path'

import { SiteHtml } from '@/components/SiteHtml'

// Every page of a school is rendered on its first visit, then kept in Next.js's cache until a
// save in /admin clears the school's tags (lib/platform/cache.ts), or for a minute at most: after that the
// next visit is answered from the cache while a fresh copy is made. Nothing is rendered at build
// time, so a build never needs the database.
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = noPagesAtBuild

/**
 * The document of every school page, in the language of its path. It is the root layout, rather
 * than the layout of the header and footer below it ((chrome)/layout.tsx), because Next.js renders
 * a root layout that has a second slot (@banner) twice on every page, the second time around its
 * not-found page: the header and footer travelled twice in each page's RSC data, a fifth of home's.
 */
export default async function SiteDocument({ children, params }: SchoolParams & { children: ReactNode }) {
  return <SiteHtml locale={await pageLocale(params)}>{children}</SiteHtml>
}
