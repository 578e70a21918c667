import type { Disclosure, Faculty, Page, TrustMember } from '@/payload-types'

import { cachedQuery } from '@/lib/queries/cached-query'
import { schoolTag } from '@/lib/platform/cache'
import { payloadClient } from '@/lib/platform/payload'
import type { PageRoute } from '@/lib/site/routes'
import { siteReads } from '@/lib/preview/session'
import { inLocale } from '@/lib/content/in-locale'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales.mjs'

/** Queries for the school's own pages and tables, cached per school. */

const bySchool = (school: number) => ({ school: { equals: school } })
const tags = (school: number) => [schoolTag(school)]

export const getPage = cachedQuery(
  'page',
  async (school: number, route: PageRoute, locale: Locale = DEFAULT_LOCALE): Promise<Page | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [bySchool(school), { route: { equals: route } }] },
      limit: 1,
      depth: 1,
      ...siteReads(),
    })
    return inLocale(docs[0] ?? null, locale)
  },
  tags,
)

/** A table of the school's people in Sl.No order (faculty, trust members). */
function tableBySlNo<T>(collection: 'faculty' | 'trust-members') {
  return cachedQuery(
    collection,
    async (school: number, locale: Locale = DEFAULT_LOCALE): Promise<T[]> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection,
        where: bySchool(school),
        sort: 'slNo',
        pagination: false,
        depth: 0,
        ...siteReads(),
      })
      return inLocale(docs as T[], locale)
    },
    tags,
  )
}

export const getFaculty = tableBySlNo<Faculty>('faculty')

export const getTrustMembers = tableBySlNo<TrustMember>('trust-members')

export const getDisclosure = cachedQuery(
  'disclosure',
  async (school: number, locale: Locale = DEFAULT_LOCALE): Promise<Disclosure | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'disclosures',
      where: bySchool(school),
      limit: 1,
      depth: 1,
      ...siteReads(),
    })
    return inLocale(docs[0] ?? null, locale)
  },
  tags,
)
