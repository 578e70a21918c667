import type { Disclosure, Faculty, Page, TrustMember } from '@/payload-types'

import { cachedQuery, schoolTag } from './cache'
import { payloadClient } from './payload'
import type { PageRoute } from './routes'

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
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
  tags,
)

export const getFaculty = cachedQuery(
  'faculty',
  async (school: number): Promise<Faculty[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'faculty',
      where: bySchool(school),
      sort: 'slNo',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return docs
  },
  tags,
)

export const getTrustMembers = cachedQuery(
  'trust-members',
  async (school: number): Promise<TrustMember[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'trust-members',
      where: bySchool(school),
      sort: 'slNo',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return docs
  },
  tags,
)

export const getDisclosure = cachedQuery(
  'disclosure',
  async (school: number): Promise<Disclosure | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'disclosures',
      where: bySchool(school),
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
  tags,
)
