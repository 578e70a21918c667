import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from '@/i18n/locales.mjs'
import { translator } from '@/i18n/messages'
import { en } from '@/i18n/messages/en'

import type { Media, School } from '@/payload-types'

import { mediaList, mediaOf } from '../content/media'
import { summary } from '../content/richtext'
import { pageLocale, pageSchool, pageSchoolAndSearch, type QueryPageParams, type SchoolParams } from './school'
import { parseId } from '../content/listing'
import type { SiteRoute } from './routes'
import { absoluteUrl, siteBase } from './site-origin'
import { CARD, shareCardPath } from '../notifications/card-address'

/** SPEC §2: the document title of every inner page is '{page} - {school}, {town}'. */
export const documentTitle = (page: string, school: { name: string; town: string }) =>
  `${page} - ${school.name}, ${school.town}`

/** The feeds every page announces, in the page's language: the news (RSS and Atom) and the circulars (RSS). */
export const feedLinks = (school: Pick<School, 'name'>, locale: Locale) => {
  const t = translator(locale)
  const news = t('Feed.newsLink', { school: school.name })
  return {
    'application/rss+xml': [
      { url: localePath(locale, '/rss.xml'), title: news },
      { url: localePath(locale, '/circulars.xml'), title: t('Feed.circularsLink', { school: school.name }) },
    ],
    'application/atom+xml': [{ url: localePath(locale, '/atom.xml'), title: news }],
  }
}

/**
 * Title, description, canonical address, Open Graph and Twitter card of one page: the item's own
 * picture where it has one, else its share card, else the school's logo.
 */
export async function pageMetadata(
  school: School,
  page: {
    title: string
    description: string
    path: string
    image?: Media | null
    /** The record's share card (lib/notifications/record-card.ts), shown where it has no picture of its own. */
    card?: string
    type?: 'website' | 'article'
  },
): Promise<Metadata> {
  const locale = await getLocale()
  const base = siteBase(school)
  const at = (language: Locale, known: URL) => new URL(localePath(language, page.path), known).href
  const url = base ? at(locale, base) : undefined
  const picture = page.image ?? (page.card ? null : mediaOf(school.logo))
  const images = !base
    ? undefined
    : !picture && page.card
      ? [{ url: new URL(page.card, base).href, width: CARD.width, height: CARD.height, alt: page.title }]
      : picture?.url
        ? [
            {
              url: absoluteUrl(picture.url, base),
              width: picture.width ?? undefined,
              height: picture.height ?? undefined,
              alt: picture.alt || school.name,
            },
          ]
        : undefined
  return {
    title: page.title,
    description: page.description,
    alternates: {
      canonical: url,
      // The same page in each language, and English for any other reader (x-default). Search
      // engines take only absolute addresses here (a relative one fails Lighthouse's hreflang
      // audit), so like the canonical address they wait for the school's domain or SERVER_URL.
      languages: base
        ? {
            ...Object.fromEntries(LOCALES.map((language) => [language, at(language, base)])),
            'x-default': at(DEFAULT_LOCALE, base),
          }
        : undefined,
      types: feedLinks(school, locale),
    },
    openGraph: {
      type: page.type ?? 'website',
      siteName: school.name,
      locale: locale === 'ml' ? 'ml_IN' : 'en_IN',
      title: page.title,
      description: page.description,
      url,
      images,
    },
    twitter: {
      card: images && (page.image || page.card) ? 'summary_large_image' : 'summary',
      title: page.title,
      description: page.description,
      images,
    },
  }
}

/** What a page without its own text says of itself (the catalogue's Descriptions), in the page's language. */
export async function routeDescription(route: SiteRoute, school: School) {
  const [t, routes] = await Promise.all([getTranslations('Descriptions'), getTranslations('Routes')])
  const names = { school: school.name, town: school.town }
  return route in DESCRIBED ? t(route as keyof typeof DESCRIBED, names) : t('other', { ...names, page: routes(route) })
}

const { other: _other, ...DESCRIBED } = en.Descriptions

export function routeMetadata(route: SiteRoute) {
  return async ({ params }: SchoolParams): Promise<Metadata> => {
    const school = await pageSchool(params)
    const routes = await getTranslations('Routes')
    return pageMetadata(school, {
      title: documentTitle(routes(route), school),
      description: await routeDescription(route, school),
      path: `/${route}`,
    })
  }
}

type Item = { id: number; title: string; description?: string | null }

/**
 * News, Events and Circulars: the list's metadata, or an item's own (its title, words and first picture)
 * on its own address (?id=).
 */
export function listingMetadata<T extends Item>(
  route: 'News' | 'Events' | 'Circulars',
  item: (school: number, id: number, locale: Locale) => Promise<T | null>,
  picture: (item: T) => unknown,
) {
  return async ({ params }: QueryPageParams): Promise<Metadata> => {
    const { school, search } = await pageSchoolAndSearch(route, params)
    const id = search.id === undefined ? null : parseId(search.id)
    const found = id ? await item(school.id, id, await pageLocale(params)) : null
    if (!found) return routeMetadata(route)({ params })
    const routes = await getTranslations('Routes')
    return pageMetadata(school, {
      title: documentTitle(found.title, school),
      description: summary(found.description || `${found.title} - ${routes(route)}, ${school.name}, ${school.town}.`),
      path: `/${route}?id=${found.id}`,
      image: mediaList(picture(found))[0],
      card: shareCardPath(route.toLowerCase(), found.id, await pageLocale(params)),
      type: route === 'News' ? 'article' : 'website',
    })
  }
}
