import { OFFICE_FORM_NOTICE, PRIVACY_FORMS } from '@/forms/privacy'
import { LOCALE_NAMES } from '@/i18n/locales.mjs'
import { SITE_ROUTES, type MenuEntry, type SiteRoute } from '@/lib/site/routes'

import type { SearchKind } from '@/lib/search/kinds'
import { SEARCH_MESSAGES } from '@/lib/search/terms'

import { calendarEn } from './calendar'
import { legalEn } from './legal'
import { breachEn } from './breach'
import { privacyRequestEn } from './privacy-request'
import { subscribeEn } from './subscribe'
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
    other: LOCALE_NAMES.ml as string,
  },
  Breadcrumb: { label: 'Breadcrumb', home: 'Home' },
  Search: {
    label: 'Search this site',
    placeholder: 'Search',
    button: 'Search',
    results: '{total, plural, =0 {No results} one {# result} other {# results}} for “{query}”',
    inEnglish: 'In English',
    inMalayalam: 'In Malayalam',
    noResults: 'Nothing on this site matches “{query}”. Try fewer or other words, or look through the lists:',
    empty:
      'Type what you are looking for: a word from a notice, a teacher’s or a topper’s name, “fee”, “holiday”, “timetable”. Or look through the lists:',
    noWords: SEARCH_MESSAGES.noWords as string,
    tooLong: SEARCH_MESSAGES.tooLong as string,
    tooMany: SEARCH_MESSAGES.tooMany as string,
    kinds: {
      news: 'News',
      event: 'Event',
      circular: 'Circular',
      gallery: 'Gallery',
      video: 'Video',
      topper: 'Topper',
      teacher: 'Teacher',
      page: 'Page',
    } satisfies Record<SearchKind, string>,
  },
  Alert: {
    byMail: 'Get urgent alerts by e-mail',
    label: 'Urgent notice',
    until: 'Until {time}',
    details: 'Details',
    // On a phone's one band: the alerts besides the newest one, or the newest one's full text.
    more: '{count, plural, =0 {More} other {+# more}}',
    close: 'Close',
  },
  Footer: {
    phone: 'Phone:',
    email: 'Email:',
    social: 'Social media',
    quickLinks: 'Quick links',
    subscribe: 'Get the school’s news by e-mail',
    parentHelp: 'Parent (Help?)',
    app: 'School app',
    appText: 'Download the school app and sign in with school code <code>{schoolCode}</code>.',
    findUs: 'Find us',
    mapTitle: 'Map showing {school}',
    copyright: '© {year} {holder}. All rights reserved.',
    legal: 'The law and this site',
    accessibility: 'Accessibility statement',
    policies: 'Website policies',
    privacyRequest: 'Privacy requests',
    grievance: 'Grievance officer for personal data: {officer}',
  },
  Pages: {
    preparing: 'This page is being prepared by the school office. Please check back soon.',
    list: 'List',
    reach: 'Reach the school office',
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
    sendMessage: 'Send us a message',
    required: 'All fields marked <star>*</star> are required.',
    downloadCertificate: 'Download your certificate',
    admissionTo: 'Admission to {std} {session}',
    registrationClosed: 'Registration is closed at present. Watch this page for the next announcement.',
    registration: 'Registration',
    statusQuestion: 'Registered already?',
    statusLink: 'See where your application stands',
    admissionClasses: {
      title: 'Classes for {year}',
      class: 'Class',
      registration: 'Registration',
      seats: 'Seats',
      age: 'Age',
      fee: 'Fee',
    },
    getApp: 'Get the app',
    schoolCode: 'School code: <code>{schoolCode}</code>',
  },
  AdmissionStatus: {
    intro:
      'Give the application number from the school’s message and the child’s date of birth to see where the application stands.',
    number: 'Application number',
    numberHint: 'As the school gave it, e.g. JRSBKL/2026-27/I/0042',
    dob: 'Child’s date of birth',
    submit: 'Show the status',
    statusOf: 'Application {number} ({name})',
    status: 'Status',
    next: 'Next step',
    numberRequired: 'Give the application number.',
    dobRequired: 'Give the child’s date of birth.',
    notFound: 'No application has this number with this date of birth. Check both against the school’s message.',
    tooMany: 'Too many look-ups. Please try again in ten minutes.',
    failed: 'Sorry, the status could not be read just now. Please try again in a little while.',
    badLink: 'This link does not lead to an application. Open the whole link from the school’s mail.',
    yourTime: 'Your interaction: {time}',
    chooseTime: 'Choose a time for the interaction',
    chooseOther: 'Choose another time',
    placesLeft: '{count, plural, one {# place left} other {# places left}}',
    yourChoice: 'Your time',
    timeFull: 'full',
    book: 'Book this time',
    noTimes: 'The school will write to you with the time.',
    chosen: 'Done. Your interaction is booked: {time}.',
    taken: 'Sorry, that time filled up just now. Please choose another.',
    notNow: 'This time can no longer be chosen here. Please contact the school.',
  },
  Privacy: {
    yourData: 'Your data: ',
    collects: 'What this form collects: {items}.',
    ask: 'To see, correct or delete what we hold about you, or to complain, <request>send a privacy request</request> or write to our grievance officer, {officer}, at <email>{address}</email> or call <tel>{phone}</tel>. We answer within {days} days.',
    // The standard notices' words are kept with the retention rules (src/forms/privacy.ts).
    contact: PRIVACY_FORMS.contact.text('{kept}'),
    career: PRIVACY_FORMS.career.text('{kept}'),
    admission: PRIVACY_FORMS.admission.text('{kept}'),
    tc: PRIVACY_FORMS.tc.text('{kept}'),
    subscribe: PRIVACY_FORMS.subscribe.text(),
    privacyRequest: PRIVACY_FORMS.privacyRequest.text(),
    officeForm: OFFICE_FORM_NOTICE('{title}', '{kept}'),
    years: '{count, plural, one {1 year} other {# years}}',
    months: '{count, plural, one {1 month} other {# months}}',
  },
  Descriptions: {
    News: 'News from {school}, {town}: announcements, results and school life, newest first.',
    Events: 'Events at {school}, {town}: dates, times and venues, with a calendar to subscribe to.',
    Circulars: 'Circulars of {school}, {town}: exams, fees, holidays and events, with their files, newest first.',
    Calendar: 'The school calendar of {school}, {town}: holidays, exams, PTMs and celebrations, month by month.',
    Gallery: 'Photo galleries of {school}, {town}: school events and achievements in pictures.',
    VideoGallery: 'Videos of {school}, {town}.',
    Toppers: 'Class X toppers of {school}, {town}, by session year and percentage.',
    ToppersXII: 'Class XII toppers of {school}, {town}, by year and percentage.',
    Faculties: 'The teachers and staff of {school}, {town}, with their subjects and qualifications.',
    TrustMembers: 'The members of the trust that runs {school}, {town}.',
    MandatoryDisclosure:
      'Mandatory public disclosure of {school}, {town}: documents, results, staff and infrastructure.',
    ContactUs: 'Contact {school}, {town}: address, phone, e-mail, map and a message form.',
    Search: 'Search the site of {school}, {town}: news, events, circulars, pages, toppers and teachers.',
    other: '{page} - {school}, {town}.',
  },
  // The acknowledgements mailed to who sent a form, in the language of the page they sent it from.
  Share: {
    whatsapp: 'Share on WhatsApp',
  },
  Mail: {
    contactSubject: 'We have received your message',
    contactText: 'Dear {name},\n\nThank you for writing to the school. The office will reply soon.\n',
    careerSubject: 'We have received your application',
    careerText:
      'Dear {name},\n\nThank you for your application. The school will contact you if your profile suits a vacancy.\n',
    someone: 'applicant',
  },
  Feed: {
    title: 'News - {school}, {town}',
    description: 'News from {school}',
    circularsTitle: 'Circulars - {school}, {town}',
    circularsDescription: 'Circulars from {school}',
    /** The feeds as every page announces them, and the calendar's name in a calendar app. */
    newsLink: 'News - {school}',
    circularsLink: 'Circulars - {school}',
    calendarName: 'Events - {school}',
  },
  Home: homeEn,
  Listing: listingEn,
  Calendar: calendarEn,
  Subscribe: subscribeEn,
  Legal: legalEn,
  PrivacyRequest: privacyRequestEn,
  Breach: breachEn,
  NotFound: {
    title: 'Page not found',
    heading: 'This page could not be found',
    text: 'The address may be mistyped, or the page may have moved.',
    home: 'Go to the home page',
    contact: 'Contact the school',
  },
}

export type Messages = typeof en
