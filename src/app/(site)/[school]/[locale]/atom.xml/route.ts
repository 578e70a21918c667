import { newsFeed } from '@/lib/site/feeds'
import { feedNews } from '@/lib/queries/feeds'
import { siteFile } from '@/lib/site/site-files'
import { localeOf } from '@/i18n/locales.mjs'

export const GET = siteFile('application/atom+xml; charset=utf-8', async (school, origin, params) => {
  const locale = localeOf((await params).locale)
  return newsFeed(origin, school, await feedNews(school.id, locale), locale).atom1()
})
