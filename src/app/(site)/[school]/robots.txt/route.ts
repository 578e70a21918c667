import { robotsTxt } from '@/lib/feeds'
import { siteFile } from '@/lib/site-files'

export const GET = siteFile('text/plain; charset=utf-8', (_school, origin) => robotsTxt(origin))
