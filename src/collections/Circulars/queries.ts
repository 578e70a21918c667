import type { Where } from 'payload'

import { HOME_COUNTS, LISTS, whereOf } from '@/lib/content/content-lists'
import { isCircularCategory, isCircularClass } from './categories'
import { datedListing, parseListParams, type ListParams } from '@/lib/content/listing'
import { inLocale } from '@/lib/content/in-locale'
import { cachedQuery } from '@/lib/queries/cached-query'
import { schoolTag } from '@/lib/platform/cache'
import { payloadClient } from '@/lib/platform/payload'
import { siteReads } from '@/lib/preview/session'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales.mjs'
import type { Circular } from '@/payload-types'

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/**
 * /Circulars' filters from the query string: year (every year unless one is chosen: a library is
 * looked through, unlike a year's news), title, category and class; anything odd is ignored.
 */
export function parseCircularParams(search: Record<string, string | string[] | undefined>): ListParams {
  const category = one(search.category)
  const schoolClass = one(search.class)
  return {
    ...parseListParams(search, 'all'),
    month: null,
    filters: {
      ...(isCircularCategory(category) && { category }),
      ...(isCircularClass(schoolClass) && { class: schoolClass }),
    },
  }
}

/** A class's parents want its own circulars and those for the whole school (no class named). */
function byCategoryAndClass(params: ListParams): Where | null {
  const { category, class: schoolClass } = params.filters ?? {}
  const parts: Where[] = [
    ...(category ? [{ category: { equals: category } }] : []),
    ...(schoolClass ? [{ or: [{ classes: { in: [schoolClass] } }, { classes: { exists: false } }] }] : []),
  ]
  return parts.length ? { and: parts } : null
}

/** /Circulars: newest first by date. */
export const circularsListing = datedListing<Circular>(LISTS.circulars, 'date', byCategoryAndClass)

export type CircularLine = Pick<Circular, 'id' | 'title' | 'number' | 'date' | 'category'>

/** The latest circulars, for home's section. */
export const getLatestCirculars = cachedQuery(
  'latest-circulars',
  async (school: number, locale: Locale = DEFAULT_LOCALE): Promise<CircularLine[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: LISTS.circulars.collection,
      where: whereOf(LISTS.circulars, school),
      sort: LISTS.circulars.sort,
      limit: HOME_COUNTS.circulars,
      depth: 0,
      ...siteReads(),
      select: { title: true, number: true, date: true, category: true },
    })
    return inLocale(docs as CircularLine[], locale)
  },
  (school) => [schoolTag(school)],
)
