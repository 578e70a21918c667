import type { UIFieldServerProps } from 'payload'

import { LOCALE_NAMES_IN_ENGLISH, LOCALES } from '@/i18n/locales.mjs'
import { shareCardPath } from '@/lib/notifications/card-address'
import { publishedRecord } from '@/lib/notifications/announce'
import { itemFor } from '@/lib/notifications/publication-mail'
import { shareMessage, whatsappLink } from '@/lib/notifications/share'
import { relationId } from '@/lib/platform/relation'
import { siteBase } from '@/lib/site/site-origin'

import { CopyMessage } from './CopyMessage'

/**
 * The published record's WhatsApp message in each language, for the office to copy into its class
 * groups (or send from WhatsApp Web), and its share card. Nothing before it is published: the
 * message's link would lead nowhere.
 */
export async function ShareMessage({ id, collectionSlug, payload, req }: UIFieldServerProps) {
  if (id == null) return null
  const found = await publishedRecord(payload, collectionSlug, Number(id))
  if (!found) return null
  const schoolId = relationId(found.doc.school)
  const school =
    typeof schoolId === 'number'
      ? await payload.findByID({ collection: 'schools', id: schoolId, depth: 0, req }).catch(() => null)
      : null
  if (!school) return null
  const base = siteBase(school)
  const messages = LOCALES.map((locale) => {
    const item = itemFor(
      { collection: collectionSlug, doc: found.doc },
      locale,
      (base ?? new URL('http://localhost')).href,
    )
    const text = shareMessage(school, locale, { title: item.title, date: item.date, path: item.path })
    return {
      locale,
      language: LOCALE_NAMES_IN_ENGLISH[locale],
      text,
      whatsapp: whatsappLink(text),
      card: base ? new URL(shareCardPath(collectionSlug, Number(id), locale), base).href : null,
    }
  })
  return (
    <div className="share-message">
      <h4 className="share-message__title">Share on WhatsApp</h4>
      <p className="share-message__help">
        The message for the class groups, with the page&apos;s address. WhatsApp shows the share card under it.
      </p>
      {messages.map((m) => (
        <CopyMessage key={m.locale} {...m} />
      ))}
      {!base && (
        <p className="share-message__help">
          The messages have no address yet: give the school its domain (Settings → Schools) or set SERVER_URL.
        </p>
      )}
    </div>
  )
}
