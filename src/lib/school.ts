import { notFound } from 'next/navigation'
import { cache } from 'react'

import type { School } from '@/payload-types'

import { cachedQuery, SCHOOLS_TAG } from './cache'
import { env } from './env'
import { payloadClient } from './payload'

const findSchool = cachedQuery(
  'school-by-code',
  async (code: string): Promise<School | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'schools',
      where: { code: { equals: code.toUpperCase() } },
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
  () => [SCHOOLS_TAG],
)

/** The school a request is about, by code; null when no such school exists (the site then 404s). */
export const getSchool = cache((code: string = env.schoolCode) => findSchool(code))

export const UNKNOWN_SCHOOL = 'Unknown school code.'

/** School codes are short letters and digits; anything else is no school's code. */
export const SCHOOL_CODE_PATTERN = /^[A-Za-z0-9]{1,20}$/

/** The school a public API path names, or null for an unknown or malformed code. */
export const schoolByCode = async (code: string): Promise<School | null> =>
  SCHOOL_CODE_PATTERN.test(code) ? getSchool(code) : null

/** The school this site shows; the caller 404s when it is missing. */
export async function requireSchool(): Promise<School> {
  const school = await getSchool()
  if (!school) notFound()
  return school
}
