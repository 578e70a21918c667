import { cachedQuery } from '@/lib/queries/cached-query'
import { schoolTag } from '@/lib/platform/cache'
import { LISTS, whereOf } from '@/lib/content/content-lists'
import { payloadClient } from '@/lib/platform/payload'
import { siteReads } from '@/lib/preview/session'
import { fallbackMarks, inLocale, type Marked } from '@/lib/content/in-locale'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales.mjs'

/**
 * A line of the marquee in the shape of the API's answer (`/api/highlight/{code}`), which the
 * marquee polls: `_english` where a Malayalam page shows its title in English, `_malayalam` where
 * an English page shows it in Malayalam (title is a highlight's one text, so any mark means the title).
 */
export type HighlightLine = { title: string } & Marked

/** Highlight titles for the marquee, newest first. */
export const getHighlightTitles = cachedQuery(
  'highlight-titles',
  async (school: number, locale: Locale = DEFAULT_LOCALE): Promise<HighlightLine[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: LISTS.highlights.collection,
      where: whereOf(LISTS.highlights, school),
      sort: LISTS.highlights.sort,
      limit: 50,
      depth: 0,
      ...siteReads(),
      select: { title: true },
    })
    return inLocale(docs, locale).map((d) => ({ title: d.title, ...fallbackMarks(d, ['title']) }))
  },
  (school) => [schoolTag(school)],
)
