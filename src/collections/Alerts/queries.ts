import { cachedQuery } from '@/lib/queries/cached-query'
import { schoolTag } from '@/lib/platform/cache'
import { LISTS, whereOf } from '@/lib/content/content-lists'
import { payloadClient } from '@/lib/platform/payload'
import { siteReads } from '@/lib/preview/session'
import { inLocale, langOf } from '@/lib/content/in-locale'
import { safeHref } from '@/fields/link'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales.mjs'
import { ALERTS_SHOWN } from '@/lib/office/alerts'

/** An urgent alert as every page shows it; `lang` where its message is in the other language than the page's. */
export type AlertLine = { id: number; message: string; link?: string; endsAt: string; lang?: Locale }

/** The school's published alerts that have not ended, newest first, as read from the database. */
export async function readActiveAlerts(school: number, locale: Locale = DEFAULT_LOCALE): Promise<AlertLine[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: LISTS.alerts.collection,
    where: { and: [whereOf(LISTS.alerts, school), { endsAt: { greater_than: new Date().toISOString() } }] },
    sort: LISTS.alerts.sort,
    limit: ALERTS_SHOWN,
    depth: 0,
    ...siteReads(),
    select: { message: true, link: true, endsAt: true },
  })
  return inLocale(docs, locale).map((d) => ({
    id: d.id,
    message: d.message,
    ...(safeHref(d.link) && { link: safeHref(d.link) }),
    endsAt: d.endsAt,
    ...(langOf(d, 'message') && { lang: langOf(d, 'message') }),
  }))
}

/**
 * The same, kept with the school's pages: a save clears them, and so does the job booked for each
 * alert's end (jobs/alert-ended.ts).
 */
export const getActiveAlerts = cachedQuery('active-alerts', readActiveAlerts, (school) => [schoolTag(school)])
