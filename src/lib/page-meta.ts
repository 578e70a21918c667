import type { Metadata } from 'next'

import { getSchool } from './school'
import { SITE_ROUTES, type SiteRoute } from './routes'

/** SPEC §2: the document title of every inner page is '{page} - {school}, {town}'. */
export const documentTitle = (page: string, school: { name: string; town: string }) =>
  `${page} - ${school.name}, ${school.town}`

export function routeMetadata(route: SiteRoute, description?: string) {
  return async (): Promise<Metadata> => {
    const school = await getSchool()
    if (!school) return { title: 'Page not found' }
    return { title: documentTitle(SITE_ROUTES[route].title, school), description }
  }
}
