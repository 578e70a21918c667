import { ROUTE_BY_LOWERCASE, type Section } from '../site/routes'

/**
 * The school's own pages (a hostel, transport, a new lab): where they may answer and under which
 * menu section their breadcrumb puts them. Shared by the collection's checks, the menu's link
 * check and the page route.
 */

/** An own page's address: lower-case words of letters and digits joined by hyphens. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The sections of SPEC's menu a page may sit under in its breadcrumb. */
export const PAGE_SECTIONS = ['About', 'Facilities', 'Academics', 'Gallery'] as const satisfies Section[]

/**
 * Addresses the site already answers that an own page's slug could spell: the admin and the APIs,
 * the Malayalam prefix, the preview route and the school's forms (SPEC's routes are checked beside these, in any case).
 */
const SITE_PATHS = ['admin', 'api', 'cms-api', 'ml', 'en', 'preview', 'bench-empty', 'next', 'static', 'forms']

export const SLUG_FORM_MESSAGE =
  'Use lower-case letters, digits and hyphens only, e.g. hostel or bus-routes (it is the page’s address after the school’s domain).'
export const slugReservedMessage = (slug: string) =>
  `/${slug} is already an address of the site. Choose another, e.g. our-${slug}.`
export const slugTakenMessage = (slug: string) =>
  `Another page of this school is already at /${slug}. Choose another address.`

export const inMenuMessage = (labels: string[]) =>
  `The menu leads to this page (${labels.map((l) => `“${l}”`).join(', ')}): take it out of the menu first (Change the menu on the dashboard).`

/** Why a slug cannot be an own page's address, or null when it can (its uniqueness aside). */
export function slugProblem(slug: unknown): string | null {
  if (typeof slug !== 'string' || !PAGE_SLUG_PATTERN.test(slug) || slug.length > 60) return SLUG_FORM_MESSAGE
  if (SITE_PATHS.includes(slug) || ROUTE_BY_LOWERCASE[slug]) return slugReservedMessage(slug)
  return null
}
