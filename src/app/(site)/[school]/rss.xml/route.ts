import { newsFeed } from '@/lib/feeds'
import { feedNews } from '@/lib/queries/feeds'
import { siteFile } from '@/lib/site-files'

export const GET = siteFile('application/rss+xml; charset=utf-8', async (school, origin) =>
  newsFeed(origin, school, await feedNews(school.id)).rss2(),
)
