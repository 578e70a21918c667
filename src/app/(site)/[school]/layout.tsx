import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteChrome } from '@/components/SiteChrome'
import { pageSchool, type SchoolParams } from '@/lib/site/school'
import { noPagesAtBuild } from '@/lib/site/site-path'

import './site.css'

// Every page of a school is rendered on its first visit, then kept in Next.js's cache until a
// save in /admin clears the school's tags (lib/platform/cache.ts), or for a minute at most: after that the
// next visit is answered from the cache while a fresh copy is made. Nothing is rendered at build
// time, so a build never needs the database.
export const revalidate = 60
export const dynamicParams = true
export const generateStaticParams = noPagesAtBuild

export async function generateMetadata({ params }: SchoolParams): Promise<Metadata> {
  const school = await pageSchool(params)
  return {
    title: { default: school.name, template: '%s' },
    applicationName: school.name,
    formatDetection: { telephone: false },
    icons: { icon: '/favicon.ico', apple: '/apple-touch-icon.png' },
    manifest: '/manifest.webmanifest',
    alternates: {
      types: {
        'application/rss+xml': [{ url: '/rss.xml', title: `News - ${school.name}` }],
        'application/atom+xml': [{ url: '/atom.xml', title: `News - ${school.name}` }],
      },
    },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d3f72' }

export default async function SchoolLayout({
  children,
  banner,
  params,
}: SchoolParams & { children: ReactNode; banner: ReactNode }) {
  const school = await pageSchool(params)
  return (
    <SiteChrome school={school} banner={banner}>
      {children}
    </SiteChrome>
  )
}
