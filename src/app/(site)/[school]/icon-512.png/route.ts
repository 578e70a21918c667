import { schoolIcon } from '@/lib/site/school-icon'
import { siteFile } from '@/lib/site/site-files'

export const GET = siteFile('image/png', (school) => schoolIcon(school, 512))
