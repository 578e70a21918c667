import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales.mjs'
import { inLocale } from '@/lib/content/in-locale'
import { schoolTag } from '@/lib/platform/cache'
import { payloadClient } from '@/lib/platform/payload'
import { cachedQuery } from '@/lib/queries/cached-query'
import { siteReads } from '@/lib/preview/session'
import type { AdmissionSession } from '@/payload-types'

import type { AdmissionClass } from './season'
import { latestSession, seatsTaken } from './seats'

export type Season = { session: AdmissionSession; taken: Partial<Record<AdmissionClass, number>> } | null

/**
 * The latest session with its seats taken, as /Admission and home's registration band read it.
 * Kept five minutes at most: a class opens and closes with the day, without a save.
 */
export const getSeason = cachedQuery(
  'admission-season',
  async (school: number, locale: Locale = DEFAULT_LOCALE): Promise<Season> => {
    const payload = await payloadClient()
    const session = inLocale(await latestSession(payload, school, siteReads()), locale)
    return session ? { session, taken: await seatsTaken(payload, session.id) } : null
  },
  (school) => [schoolTag(school)],
  300,
)
