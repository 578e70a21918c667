import { cachedQuery } from '@/lib/queries/cached-query'
import { schoolTag } from '@/lib/platform/cache'
import { LISTS } from '@/lib/content/content-lists'
import { and, findPage } from '@/lib/content/listing'
import { payloadClient } from '@/lib/platform/payload'
import { defaultSessionYear } from '@/lib/content/session-year'
import type { Topper } from '@/payload-types'
import { siteAccess } from '@/lib/preview/session'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales.mjs'

export type TopperClass = 'X' | 'XII'

/** The toppers pages' query: sessions found, the chosen one (SPEC §9 default), and a page of toppers by percentage. */
export const getToppersPage = cachedQuery(
  'toppers-page',
  async (
    school: number,
    cls: TopperClass,
    requested: string | null,
    q: string,
    page: number,
    year: number,
    locale: Locale = DEFAULT_LOCALE,
  ) => {
    const payload = await payloadClient()
    const base = and({ school: { equals: school } }, { class: { equals: cls } })
    const distinct = await payload.findDistinct({
      collection: 'toppers',
      field: 'sessionYear',
      where: base,
      ...siteAccess(),
      limit: 200,
    })
    const sessions = distinct.values
      .map((v) => String(v.sessionYear))
      .sort()
      .reverse()
    const session =
      requested === 'all'
        ? 'all'
        : requested && sessions.includes(requested)
          ? requested
          : defaultSessionYear(sessions, new Date(year, 5, 1))
    const list = await findPage<Topper>('toppers', {
      where: and(
        base,
        session && session !== 'all' ? { sessionYear: { equals: session } } : null,
        q ? { name: { like: q } } : null,
      ),
      sort: LISTS.toppers.sort,
      page,
      locale,
    })
    return { sessions, session: session ?? 'all', list }
  },
  (school) => [schoolTag(school)],
)
