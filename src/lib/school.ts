import { cache } from 'react'

import type { School } from '@/payload-types'

import { env } from './env'
import { payloadClient } from './payload'

/** The school a request is about, by code; null when no such school exists (the site then 404s). */
export const getSchool = cache(async (code: string = env.schoolCode): Promise<School | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'schools',
    where: { code: { equals: code.toUpperCase() } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ?? null
})
