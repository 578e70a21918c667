import { sitemapXml } from '@/lib/feeds'
import { sitemapRecords } from '@/lib/queries/feeds'
import { siteFile } from '@/lib/site-files'

export const GET = siteFile('application/xml; charset=utf-8', async (school, origin) =>
  sitemapXml(origin, school, await sitemapRecords(school.id)),
)
