import { circularsFeed } from '@/lib/site/feeds'
import { feedCirculars } from '@/lib/queries/feeds'
import { siteFile } from '@/lib/site/site-files'
import { localeOf } from '@/i18n/locales.mjs'

export const GET = siteFile('application/rss+xml; charset=utf-8', async (school, origin, params) => {
  const locale = localeOf((await params).locale)
  return circularsFeed(origin, school, await feedCirculars(school.id, locale), locale).rss2()
})
