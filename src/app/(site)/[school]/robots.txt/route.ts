import { robotsTxt } from '@/lib/site/feeds'
import { siteFile } from '@/lib/site/site-files'

export const GET = siteFile('text/plain; charset=utf-8', (_school, origin) => robotsTxt(origin))
