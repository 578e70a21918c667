import { newsFeed } from '@/lib/site/feeds'
import { feedNews } from '@/lib/queries/feeds'
import { siteFile } from '@/lib/site/site-files'

export const GET = siteFile('application/rss+xml; charset=utf-8', async (school, origin) =>
  newsFeed(origin, school, await feedNews(school.id)).rss2(),
)
