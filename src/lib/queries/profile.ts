import type { Disclosure, Faculty, Page, TrustMember } from '@/payload-types'

import { cachedQuery, schoolTag } from '@/lib/platform/cache'
import { payloadClient } from '@/lib/platform/payload'
import type { PageRoute } from '@/lib/site/routes'
import { siteReads } from '@/lib/preview/session'

/** Queries for the school's own pages and tables, cached per school. */

const bySchool = (school: number) => ({ school: { equals: school } })
const tags = (school: number) => [schoolTag(school)]

export const getPage = cachedQuery(
  'page',
  async (school: number, route: PageRoute): Promise<Page | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [bySchool(school), { route: { equals: route } }] },
      limit: 1,
      depth: 1,
      ...siteReads(),
    })
    return docs[0] ?? null
  },
  tags,
)

/** A table of the school's people in Sl.No order (faculty, trust members). */
function tableBySlNo<T>(collection: 'faculty' | 'trust-members') {
  return cachedQuery(
    collection,
    async (school: number): Promise<T[]> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection,
        where: bySchool(school),
        sort: 'slNo',
        pagination: false,
        depth: 0,
        ...siteReads(),
      })
      return docs as T[]
    },
    tags,
  )
}

export const getFaculty = tableBySlNo<Faculty>('faculty')

export const getTrustMembers = tableBySlNo<TrustMember>('trust-members')

export const getDisclosure = cachedQuery(
  'disclosure',
  async (school: number): Promise<Disclosure | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'disclosures',
      where: bySchool(school),
      limit: 1,
      depth: 1,
      ...siteReads(),
    })
    return docs[0] ?? null
  },
  tags,
)
