import type { Metadata } from 'next'

import { pageSchool, type SchoolParams } from './school'
import { SITE_ROUTES, type SiteRoute } from './routes'

/** SPEC §2: the document title of every inner page is '{page} - {school}, {town}'. */
export const documentTitle = (page: string, school: { name: string; town: string }) =>
  `${page} - ${school.name}, ${school.town}`

export function routeMetadata(route: SiteRoute, description?: string) {
  return async ({ params }: SchoolParams): Promise<Metadata> => {
    const school = await pageSchool(params)
    return { title: documentTitle(SITE_ROUTES[route].title, school), description }
  }
}
