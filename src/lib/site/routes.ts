/*
 * src/lib/site: the public site around its pages: the routes (this file), which school a host
 * is (domains, domain-table, school-hosts in server/), the school's profile (school), addresses
 * (site-path, site-origin, site-files), what search engines and feed readers read (page-meta,
 * structured-data, feeds) and the school's icons (school-icon, initials).
 */
/**
 * Every public route of SPEC §2 with its title and menu section: the menu, breadcrumbs, document
 * titles, the case-correcting redirect and the admin's page picker all read this one table.
 */
export type Section = 'About' | 'Facilities' | 'Academics' | 'Gallery' | null

type RouteInfo = { title: string; section: Section; editable?: true }

export const SITE_ROUTES = {
  AboutUs: { title: 'About Us', section: 'About', editable: true },
  VisionMission: { title: 'Vision and Mission', section: 'About', editable: true },
  TrustMembers: { title: 'Trust Members', section: 'About' },
  PrincipalMessage: { title: "Principal's Message", section: 'About', editable: true },
  Faculties: { title: 'Faculties', section: 'About' },
  CabinetLeaders: { title: 'Cabinet Leaders', section: 'About', editable: true },
  AtalTinkeringLab: { title: 'Atal Tinkering Lab', section: 'Facilities', editable: true },
  BasketballCourt: { title: 'Basketball Court', section: 'Facilities', editable: true },
  CoCurricularActivities: { title: 'Co-Curricular Activities', section: 'Facilities', editable: true },
  ComputerLab: { title: 'Computer Lab', section: 'Facilities', editable: true },
  PlayGround: { title: 'Play Ground', section: 'Facilities', editable: true },
  ScienceLab: { title: 'Science Lab', section: 'Facilities', editable: true },
  Academics: { title: 'Academics', section: 'Academics', editable: true },
  Admission: { title: 'Admission', section: 'Academics', editable: true },
  Fee: { title: 'Fee', section: 'Academics', editable: true },
  Toppers: { title: 'Toppers (Class X)', section: 'Academics' },
  ToppersXII: { title: 'Toppers (Class XII)', section: 'Academics' },
  MandatoryDisclosure: { title: 'Mandatory Disclosure', section: 'Academics' },
  Tc: { title: 'Transfer Certificate', section: 'Academics', editable: true },
  Gallery: { title: 'Photo Gallery', section: 'Gallery' },
  SubGallery: { title: 'Gallery', section: 'Gallery' },
  VideoGallery: { title: 'Video Gallery', section: 'Gallery' },
  News: { title: 'News', section: null },
  Events: { title: 'Events', section: null },
  // Not in SPEC §2: the school's circulars library (issue 29).
  Circulars: { title: 'Circulars', section: null },
  // Not in SPEC §2: the school calendar (issue 51).
  Calendar: { title: 'School Calendar', section: 'Academics' },
  ErpSoftware: { title: 'ERP Software', section: null, editable: true },
  Pphelp: { title: 'Parent Portal Help', section: null, editable: true },
  ContactUs: { title: 'Contact Us', section: null },
  Career: { title: 'Career', section: null, editable: true },
  // Not in SPEC §2: the site's search (issue 32).
  Search: { title: 'Search', section: null },
  // Not in SPEC §2: e-mail subscriptions (issue 52).
  Subscribe: { title: 'Subscribe', section: null },
  // Not in SPEC §2: parents' look-up of an application's status (issue 54).
  AdmissionStatus: { title: 'Admission Status', section: 'Academics' },
  // Not in SPEC §2: what the law asks every site to lead to from every page (issue 55).
  AccessibilityStatement: { title: 'Accessibility Statement', section: null },
  WebsitePolicies: { title: 'Website Policies', section: null },
  PrivacyRequest: { title: 'Privacy Request', section: null },
} as const satisfies Record<string, RouteInfo>

export type SiteRoute = keyof typeof SITE_ROUTES

/**
 * The query parameters read by pages that are no content type's (a content type's descriptor names
 * its own pages', `queryKeys`); lib/site/query-keys.ts puts them together for the HTTP server.
 */
export const OTHER_QUERY_KEYS = { Admission: ['register'], Search: ['q', 'page'] } as const satisfies Partial<
  Record<SiteRoute, readonly string[]>
>

/** Routes that are no page without their query (a gallery's id, a search's words): not in the sitemap. */
export const QUERY_ONLY_ROUTES: readonly SiteRoute[] = ['SubGallery', 'Search']

/** Routes whose text the office edits as a Page record. */
export type PageRoute = {
  [K in SiteRoute]: (typeof SITE_ROUTES)[K] extends { editable: true } ? K : never
}[SiteRoute]

export const PAGE_ROUTE_NAMES = (Object.keys(SITE_ROUTES) as SiteRoute[]).filter(
  (r): r is PageRoute => 'editable' in SITE_ROUTES[r],
)

/** The main menu's entries, by their name in the message catalogues (src/i18n/messages). */
export type MenuEntry = 'Home' | 'About' | 'Facilities' | 'Academics' | 'Gallery' | 'News' | 'Events' | 'ContactUs'

/** The main menu: SPEC §2's dropdowns About, Facilities, Academics, Gallery between plain links. */
export const MENU: { entry: MenuEntry; href?: string; children?: SiteRoute[] }[] = [
  { entry: 'Home', href: '/' },
  {
    entry: 'About',
    children: ['AboutUs', 'VisionMission', 'TrustMembers', 'PrincipalMessage', 'Faculties', 'CabinetLeaders'],
  },
  {
    entry: 'Facilities',
    children: [
      'AtalTinkeringLab',
      'BasketballCourt',
      'CoCurricularActivities',
      'ComputerLab',
      'PlayGround',
      'ScienceLab',
    ],
  },
  {
    entry: 'Academics',
    children: ['Academics', 'Calendar', 'Admission', 'Fee', 'Toppers', 'ToppersXII', 'MandatoryDisclosure', 'Tc'],
  },
  { entry: 'Gallery', children: ['Gallery', 'VideoGallery'] },
  { entry: 'News', href: '/News' },
  { entry: 'Events', href: '/Events' },
  { entry: 'ContactUs', href: '/ContactUs' },
]

/** Lower-cased path → SPEC route, so /aboutus finds /AboutUs. */
export const ROUTE_BY_LOWERCASE: Record<string, SiteRoute> = Object.fromEntries(
  (Object.keys(SITE_ROUTES) as SiteRoute[]).map((r) => [r.toLowerCase(), r]),
)
