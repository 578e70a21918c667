import type { Payload } from 'payload'

import { LOCALES, type Locale } from '@/i18n/locales.mjs'
import type { School } from '@/payload-types'

import { relationId } from '../platform/relation'
import { siteBase } from '../site/site-origin'
import { publishedRecord } from './announce'
import { shareCardPath } from './card-address'
import { itemFor } from './publication-mail'
import { shareMessage, whatsappLink } from './share'
import { shareCard } from './share-card'

/**
 * A published record's share card in a language, its words as its mail says them (kind, title,
 * date, classes); null when the record is not a published one of this school's that subscribers
 * hear of. The QR code holds the school's own address when it has one, else the one asked on.
 */
export async function recordShareCard(
  payload: Payload,
  school: School,
  collection: string,
  id: number,
  locale: Locale,
  origin: string,
): Promise<Buffer | null> {
  const found = await publishedRecord(payload, collection, id)
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

export type ShareMessageOf = { locale: Locale; text: string; whatsapp: string; card: string | null }

/**
 * A published record's WhatsApp message in each language, as the office copies it into the class
 * groups (the admin's sidebar, components/admin/share), with its WhatsApp link and its card's
 * address; none for a record that is not published (its link would lead nowhere).
 */
export async function recordShareMessages(
  payload: Payload,
  school: School,
  collection: string,
  id: number,
): Promise<ShareMessageOf[]> {
  const found = await publishedRecord(payload, collection, id)
  if (!found || relationId(found.doc.school) !== school.id) return []
  const base = siteBase(school)
  return LOCALES.map((locale) => {
    // Without the school's address the words are the same and the message goes without a link.
    const item = itemFor({ collection, doc: found.doc }, locale, (base ?? new URL('https://site.invalid')).href)
    const text = shareMessage(school, locale, { title: item.title, date: item.date, path: item.page })
    return {
      locale,
      text,
      whatsapp: whatsappLink(text),
      card: base ? new URL(shareCardPath(collection, id, locale), base).href : null,
    }
  })
}
