import { QUERY_ONLY_ROUTES, SITE_ROUTES, type SiteRoute } from './routes'

/**
 * What the admin's link picker offers for a menu entry or a page's button: the site's own pages by
 * their names (SPEC's routes and home), beside the school's published own pages, which the picker
 * reads from the CMS API. Client-safe: the picker imports it.
 */
export type LinkChoice = { href: string; label: string }

export const SITE_PAGE_CHOICES: LinkChoice[] = [
  { href: '/', label: 'Home' },
  ...(Object.keys(SITE_ROUTES) as SiteRoute[])
    .filter((route) => !QUERY_ONLY_ROUTES.includes(route))
    .map((route) => ({ href: `/${route}`, label: SITE_ROUTES[route].title })),
]

/** The picker's choice for a page elsewhere on the web, whose address the office then types. */
export const OUTSIDE_CHOICE = 'outside'

/** "Add to the menu under …": the menu's top level, else the id of the dropdown entry to go under. */
export const MENU_TOP_LEVEL = 'top'
