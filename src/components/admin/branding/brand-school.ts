import 'server-only'

import { headers } from 'next/headers'
import type { Payload, Where } from 'payload'

import { schoolIdOf } from '@/access/roles'
import { chosenSchool } from '@/lib/platform/school-for-new-records'
import { schoolCodeForHost } from '@/lib/site/domains'
import { initials } from '@/lib/site/initials'
import { mediaOf } from '@/lib/content/media'
import { brandColour } from '@/lib/site/school-icon'
import type { School, User } from '@/payload-types'

export type Brand = { name: string; initials: string; colour: string; logoUrl: string | null }

/**
 * The school the admin wears: the signed-in member's own, or the one a platform admin chose to work
 * on, else (on the sign-in screen) the school the address belongs to, as the public site decides it.
 */
export async function brandSchool(payload: Payload, user: User | null | undefined): Promise<Brand | null> {
  const own = schoolIdOf(user) ?? (await chosenSchool(payload, user))
  const where: Where =
    own !== undefined ? { id: { equals: own } } : { code: { equals: schoolCodeForHost((await headers()).get('host')) } }
  const { docs } = await payload.find({
    collection: 'schools',
    where,
    limit: 1,
    depth: 1,
    select: { name: true, logo: true, colors: true },
    overrideAccess: true,
  })
  const school = docs[0] as Pick<School, 'name' | 'logo' | 'colors'> | undefined
  if (!school) return null
  const logo = mediaOf(school.logo)
  return {
    name: school.name,
    initials: initials(school.name) || 'S',
    colour: brandColour(school),
    logoUrl: logo ? (logo.sizes?.thumbnail?.url ?? logo.url ?? null) : null,
  }
}
