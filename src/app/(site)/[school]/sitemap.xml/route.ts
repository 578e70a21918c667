import { sitemapXml } from '@/lib/site/feeds'
import { sitemapRecords } from '@/lib/queries/feeds'
import { siteFile } from '@/lib/site/site-files'

export const GET = siteFile('application/xml; charset=utf-8', async (school, origin) =>
  sitemapXml(origin, school, await sitemapRecords(school.id)),
)
