import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { SiteChrome } from '@/components/SiteChrome'
import { feedLinks } from '@/lib/site/page-meta'
import { pageLocale, pageSchool, type SchoolParams } from '@/lib/site/school'

import './site.css'

export async function generateMetadata({ params }: SchoolParams): Promise<Metadata> {
  const [school, locale] = await Promise.all([pageSchool(params), pageLocale(params)])
  return {
    title: { default: school.name, template: '%s' },
    applicationName: school.name,
    formatDetection: { telephone: false },
    icons: { icon: '/favicon.ico', apple: '/apple-touch-icon.png' },
    manifest: '/manifest.webmanifest',
    alternates: { types: feedLinks(school, locale) },
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
