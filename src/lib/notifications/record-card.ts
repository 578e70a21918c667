import type { Locale } from '@/i18n/locales.mjs'
import type { School } from '@/payload-types'

import { relationId } from '../platform/relation'
import { payloadClient } from '../platform/payload'
import { siteBase } from '../site/site-origin'
import { publishedRecord } from './announce'
import { itemFor } from './publication-mail'
import { shareCard } from './share-card'

/**
 * A published record's share card in a language, its words as its mail says them (kind, title,
 * date, classes); null when the record is not a published one of this school's that subscribers
 * hear of. The QR code holds the school's own address when it has one, else the one asked on.
 */
export async function recordShareCard(
  school: School,
  collection: string,
  id: number,
  locale: Locale,
  origin: string,
): Promise<Buffer | null> {
  const found = await publishedRecord(await payloadClient(), collection, id)
  if (!found || relationId(found.doc.school) !== school.id) return null
  const item = itemFor({ collection, doc: found.doc }, locale, (siteBase(school) ?? new URL(origin)).href)
  return shareCard({
    kind: item.kind,
    title: item.title,
    lines: [item.date, item.classes].filter(Boolean),
    school: school.name,
    url: item.link,
  })
}
