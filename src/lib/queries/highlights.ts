import { cachedQuery, schoolTag } from '@/lib/platform/cache'
import { LISTS, whereOf } from '@/lib/content/content-lists'
import { payloadClient } from '@/lib/platform/payload'
import { siteReads } from '@/lib/preview/session'

/** Highlight titles for the marquee, newest first. */
export const getHighlightTitles = cachedQuery(
  'highlight-titles',
  async (school: number): Promise<string[]> => {
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
    return docs.map((d) => d.title)
  },
  (school) => [schoolTag(school)],
)
