import { schoolIcon } from '@/lib/school-icon'
import { siteFile } from '@/lib/site-files'

export const GET = siteFile('image/png', (school) => schoolIcon(school, 192))
