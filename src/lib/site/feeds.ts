import { Feed } from 'feed'
import { htmlLang } from '@/i18n/html-lang'
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from '@/i18n/locales.mjs'
import { translator } from '@/i18n/messages'
import ical, { type ICalCalendar } from 'ical-generator'

import type { Circular, Event, News, School } from '@/payload-types'

import { typesWith, type TypeWith } from '@/collections/registry'

import { clockTime, keralaDay, TZ } from '../content/format'
import { mediaList } from '../content/media'
import { publicPathOf } from '../preview/paths'
import { QUERY_ONLY_ROUTES, SITE_ROUTES, type SiteRoute } from './routes'
import { absoluteUrl } from './site-origin'

/**
 * What search engines, feed readers and calendar apps read of a school's site: robots.txt, the
 * sitemap, the news feed (RSS and Atom) and the events calendar. Built from published records only.
 */

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /cms-api',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A published record of a type with pages of its own, as the sitemap reads it. */
export type SitemapRecord = { id: number; updatedAt: string } & Record<string, unknown>

/** The types whose published records each have a page of their own (their sitemap list). */
export type SitemapCollection = TypeWith<'sitemap'>['slug']

/** The school's routes (SubGallery only through its galleries) and each published record's own page. */
export function sitemapXml(
  origin: string,
  school: Pick<School, 'updatedAt'>,
  records: Record<SitemapCollection, SitemapRecord[]>,
): string {
  const pages: { path: string; lastmod?: string }[] = [
    { path: '/', lastmod: school.updatedAt },
    ...Object.keys(SITE_ROUTES)
      .filter((route) => !QUERY_ONLY_ROUTES.includes(route as SiteRoute))
      .map((route) => ({ path: `/${route}` })),
    ...typesWith('sitemap').flatMap(({ slug }) =>
      records[slug].map((record) => ({ path: publicPathOf(slug, record), lastmod: record.updatedAt })),
    ),
  ]
  // Every page in each language, each entry naming all of its languages (and English as the
  // default), as search engines ask of a sitemap of translated pages.
  const at = (locale: Locale, path: string) => xml(`${origin}${localePath(locale, path)}`)
  const body = pages
    .flatMap((page) => {
      const lastmod = page.lastmod ? `<lastmod>${new Date(page.lastmod).toISOString()}</lastmod>` : ''
      const alternates = [
        ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${at(l, page.path)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${at(DEFAULT_LOCALE, page.path)}"/>`,
      ].join('')
      return LOCALES.map((locale) => `  <url><loc>${at(locale, page.path)}</loc>${lastmod}${alternates}</url>`)
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`
}

/** The school's news, newest first, as a feed (RSS 2.0 and Atom from the same items). */
export function newsFeed(
  origin: string,
  school: Pick<School, 'name' | 'town'>,
  news: News[],
  locale: Locale = DEFAULT_LOCALE,
): Feed {
  const t = translator(locale)
  const at = (path: string) => `${origin}${localePath(locale, path)}`
  const feed = new Feed({
    title: t('Feed.title', { school: school.name, town: school.town }),
    description: t('Feed.description', { school: school.name }),
    id: at('/News'),
    link: at('/News'),
    language: htmlLang(locale),
    copyright: `© ${school.name}`,
    updated: news[0] ? new Date(news[0].updatedAt) : undefined,
    feedLinks: { rss: at('/rss.xml'), atom: at('/atom.xml') },
  })
  for (const item of news) {
    const image = mediaList(item.image)[0]
    feed.addItem({
      title: item.title,
      id: at(publicPathOf('news', item)),
      link: at(publicPathOf('news', item)),
      description: item.description ?? undefined,
      date: new Date(item.fromDate),
      // The stored type and size: the feed library would guess the type from the name ("image/jpg").
      image: image?.url
        ? {
            url: absoluteUrl(image.url, origin),
            type: image.mimeType ?? undefined,
            length: image.filesize ?? undefined,
          }
        : undefined,
    })
  }
  return feed
}

/** The school's circulars, newest first, as an RSS feed: parents' readers show each new one. */
export function circularsFeed(
  origin: string,
  school: Pick<School, 'name' | 'town'>,
  circulars: Circular[],
  locale: Locale = DEFAULT_LOCALE,
): Feed {
  const t = translator(locale)
  const at = (path: string) => `${origin}${localePath(locale, path)}`
  const feed = new Feed({
    title: t('Feed.circularsTitle', { school: school.name, town: school.town }),
    description: t('Feed.circularsDescription', { school: school.name }),
    id: at('/Circulars'),
    link: at('/Circulars'),
    language: htmlLang(locale),
    copyright: `© ${school.name}`,
    updated: circulars[0] ? new Date(circulars[0].updatedAt) : undefined,
    feedLinks: { rss: at('/circulars.xml') },
  })
  for (const item of circulars) {
    feed.addItem({
      title: item.title,
      id: at(publicPathOf('circulars', item)),
      link: at(publicPathOf('circulars', item)),
      description: [t(`Listing.circulars.categories.${item.category}`), item.number].filter(Boolean).join(' · '),
      date: new Date(item.date),
    })
  }
  return feed
}

/** A calendar of the school's, named `name`, in Kerala's zone. */
export const schoolIcal = (school: Pick<School, 'name'>, locale: Locale, name: string, url: string): ICalCalendar =>
  ical({
    name,
    prodId: { company: school.name, product: 'School website', language: locale.toUpperCase() },
    timezone: { name: TZ, generator: () => KOLKATA },
    url,
  })

// India keeps one offset all year, so the zone is one fixed rule.
const KOLKATA = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZ}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n')

/**
 * The school's events as an iCalendar feed. A UID per event that never changes, so a subscribed
 * calendar updates an event rather than adding it again; the time in Kerala's zone when the
 * office gave one (an hour long), else the whole day; the venue as location.
 */
export function eventsCalendar(
  origin: string,
  school: Pick<School, 'name' | 'code'>,
  events: Event[],
  locale: Locale = DEFAULT_LOCALE,
): ICalCalendar {
  const at = (path: string) => `${origin}${localePath(locale, path)}`
  const calendar = schoolIcal(
    school,
    locale,
    translator(locale)('Feed.calendarName', { school: school.name }),
    at('/Events'),
  )
  const host = new URL(origin).hostname
  for (const event of events) {
    const day = keralaDay(event.date)
    if (!day) continue
    const [y, m, d] = [Number(day.year), Number(day.month), Number(day.day)]
    const time = clockTime(event.time)
    // ical-generator writes a date's UTC fields after the zone's name: wall-clock time in Kerala.
    const start = time ? new Date(Date.UTC(y, m - 1, d, time.h, time.min)) : new Date(Date.UTC(y, m - 1, d))
    calendar.createEvent({
      id: `event-${event.id}-${school.code.toLowerCase()}@${host}`,
      start,
      ...(time ? { end: new Date(start.getTime() + 60 * 60 * 1000), timezone: TZ } : { allDay: true }),
      summary: event.title,
      description: event.description ?? undefined,
      location: event.venue ?? undefined,
      url: at(publicPathOf('events', event)),
      lastModified: new Date(event.updatedAt),
    })
  }
  return calendar
}
