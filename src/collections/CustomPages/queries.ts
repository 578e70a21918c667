import type { CustomPage } from '@/payload-types'

import { cachedQuery } from '@/lib/queries/cached-query'
import { schoolTag } from '@/lib/platform/cache'
import { payloadClient } from '@/lib/platform/payload'
import { siteReads } from '@/lib/preview/session'
import { inLocale } from '@/lib/content/in-locale'
import { PAGE_SLUG_PATTERN } from '@/lib/content/custom-pages'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales.mjs'

/** One of the school's own pages by its address, with its blocks' pictures and files; null for none. */
export const getCustomPage = cachedQuery(
  'custom-page',
  async (school: number, slug: string, locale: Locale = DEFAULT_LOCALE): Promise<CustomPage | null> => {
    if (!PAGE_SLUG_PATTERN.test(slug)) return null
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'custom-pages',
      where: { and: [{ school: { equals: school } }, { slug: { equals: slug } }] },
      limit: 1,
      depth: 1,
      ...siteReads(),
    })
    return inLocale(docs[0] ?? null, locale)
  },
  (school) => [schoolTag(school)],
)
