import type {
  BreadcrumbList,
  Event as EventLd,
  ImageGallery,
  NewsArticle,
  School as SchoolLd,
  WithContext,
} from 'schema-dts'

import type { Event, Gallery, News, School } from '@/payload-types'

import { clockTime, keralaDay } from '../content/format'
import { mediaList, mediaOf } from '../content/media'
import { absoluteUrl, siteBase } from './site-origin'
import { localePath, type Locale } from '@/i18n/locales.mjs'
import { publicPathOf } from '@/lib/preview/paths'

/**
 * schema.org descriptions (JSON-LD) search engines read beside the page: the school on every
 * page, the way to an inner page, and news items, events and galleries on their own pages. Typed
 * with schema-dts, so a property schema.org does not have does not compile.
 */

/** An absolute address where the school's address is known, else one relative to the page. */
const at = (school: School, path: string) => {
  const base = siteBase(school)
  return base ? absoluteUrl(path, base) : path
}

export function schoolData(school: School): WithContext<SchoolLd> {
  const logo = mediaOf(school.logo)
  return {
    '@context': 'https://schema.org',
    '@type': 'School',
    '@id': at(school, '/#school'),
    name: school.name,
    url: at(school, '/'),
    telephone: school.phone,
    email: school.email,
    foundingDate: school.foundedYear ? String(school.foundedYear) : undefined,
    logo: logo?.url ? at(school, logo.url) : undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [school.address?.line1, school.address?.line2].filter(Boolean).join(', '),
      addressLocality: school.town,
      addressRegion: school.address?.state ?? undefined,
      postalCode: school.address?.pinCode ?? undefined,
      addressCountry: 'IN',
    },
    sameAs: (school.social ?? []).map((s) => s.url).filter((u): u is string => Boolean(u)),
  }
}

/** Home > page; the menu section between them is no page of its own, so it is left out. */
export function breadcrumbData(
  path: string,
  heading: string,
  { home, locale }: { home: string; locale: Locale },
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: home, item: localePath(locale, '/') },
      { '@type': 'ListItem', position: 2, name: heading, item: localePath(locale, path) },
    ],
  }
}

const publisher = (school: School) => ({ '@type': 'School' as const, '@id': at(school, '/#school'), name: school.name })

export function newsArticleData(school: School, item: News): WithContext<NewsArticle> {
  const image = mediaList(item.image)[0]
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.description ?? undefined,
    datePublished: item.fromDate,
    dateModified: item.updatedAt,
    image: image?.url ? [at(school, image.url)] : undefined,
    url: at(school, publicPathOf('news', item)),
    publisher: publisher(school),
    author: publisher(school),
  }
}

/** The start as Kerala writes it: 2026-03-10T10:00:00+05:30, or the day alone without a time. */
function startOf(event: Event): string {
  const parts = keralaDay(event.date)
  const day = parts ? `${parts.year}-${parts.month}-${parts.day}` : event.date
  const time = clockTime(event.time)
  return time ? `${day}T${String(time.h).padStart(2, '0')}:${String(time.min).padStart(2, '0')}:00+05:30` : day
}

export function eventData(school: School, event: Event): WithContext<EventLd> {
  const image = mediaList(event.images)[0]
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description ?? undefined,
    startDate: startOf(event),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue || school.name,
      address: [school.address?.line1, school.town].filter(Boolean).join(', '),
    },
    image: image?.url ? [at(school, image.url)] : undefined,
    url: at(school, publicPathOf('events', event)),
    organizer: publisher(school),
  }
}

export function galleryData(school: School, entry: Gallery): WithContext<ImageGallery> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: entry.title,
    description: entry.description ?? undefined,
    url: at(school, publicPathOf('gallery', entry)),
    dateModified: entry.updatedAt,
    image: mediaList(entry.attachments)
      .filter((m) => m.url)
      .map((m) => ({ '@type': 'ImageObject' as const, contentUrl: at(school, m.url!), caption: m.alt || undefined })),
  }
}
