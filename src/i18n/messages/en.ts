import { SITE_ROUTES, type MenuEntry, type SiteRoute } from '@/lib/site/routes'

import { homeEn } from './home'
import { listingEn } from './listing'

/**
 * The English interface text. SPEC's own words live where they did (a route's title in
 * lib/site/routes.ts) and are read from there, so each has one place; Malayalam (ml.ts) must give
 * every key this gives, which TypeScript checks.
 */
export const en = {
  Routes: Object.fromEntries(Object.entries(SITE_ROUTES).map(([route, info]) => [route, info.title])) as Record<
    SiteRoute,
    string
  >,
  Menu: {
    Home: 'Home',
    About: 'About',
    Facilities: 'Facilities',
    Academics: 'Academics',
    Gallery: 'Gallery',
    News: 'News',
    Events: 'Events',
    ContactUs: 'Contact Us',
  } satisfies Record<MenuEntry, string>,
  Nav: {
    label: 'Main',
    button: 'Menu',
  },
  Header: {
    phone: 'Phone: ',
    address: 'Address: {address} (map)',
    map: 'Map',
    parentPortal: 'Parent Portal',
    careers: 'Careers',
  },
  Language: {
    /** The switch names the other language in its own script. */
    other: 'മലയാളം',
  },
  Breadcrumb: { label: 'Breadcrumb', home: 'Home' },
  Footer: {
    phone: 'Phone:',
    email: 'Email:',
    social: 'Social media',
    quickLinks: 'Quick links',
    parentHelp: 'Parent (Help?)',
    app: 'School app',
    appText: 'Download the school app and sign in with school code <code>{schoolCode}</code>.',
    findUs: 'Find us',
    mapTitle: 'Map showing {school}',
    copyright: '© {year} {holder}. All rights reserved.',
  },
  Feed: {
    title: 'News - {school}, {town}',
    description: 'News from {school}',
  },
  Home: homeEn,
  Listing: listingEn,
  NotFound: {
    title: 'Page not found',
    heading: 'This page could not be found',
    text: 'The address may be mistyped, or the page may have moved.',
    home: 'Go to the home page',
    contact: 'Contact the school',
  },
}

export type Messages = typeof en
