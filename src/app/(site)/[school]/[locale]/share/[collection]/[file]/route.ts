import { localeOf } from '@/i18n/locales.mjs'
import { recordShareCard } from '@/lib/notifications/record-card'
import { payloadClient } from '@/lib/platform/payload'
import { schoolByCode } from '@/lib/site/school'
import { siteFile } from '@/lib/site/site-files'

/**
 * /share/{collection}/{id}.png and /ml/share/…: a published circular's, event's, alert's or news
 * item's share card (lib/notifications/share-card.ts), its og:image; 404 for anything else.
 */
export const GET = siteFile('image/png', async (english, origin, params) => {
  const { collection, file, locale } = (await params) as { collection?: string; file?: string; locale?: string }
  const id = /^([1-9]\d{0,9})\.png$/.exec(file ?? '')?.[1]
  if (!collection || !id) return null
  const language = localeOf(locale)
  const school = (await schoolByCode(english.code, language)) ?? english
  return recordShareCard(await payloadClient(), school, collection, Number(id), language, origin)
})
