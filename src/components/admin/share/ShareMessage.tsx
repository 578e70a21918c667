import type { UIFieldServerProps } from 'payload'

import { LOCALE_NAMES_IN_ENGLISH } from '@/i18n/locales.mjs'
import { recordShareMessages } from '@/lib/notifications/record-card'
import { relationId } from '@/lib/platform/relation'
import { siteBase } from '@/lib/site/site-origin'

import { CopyMessage } from './CopyMessage'

/**
 * The published record's WhatsApp message in each language, for the office to copy into its class
 * groups (or send from WhatsApp Web), and its share card. Nothing before it is published.
 */
export async function ShareMessage({ id, data, collectionSlug, payload, req }: UIFieldServerProps) {
  const schoolId = relationId((data as { school?: unknown } | undefined)?.school)
  if (id == null || typeof schoolId !== 'number') return null
  const school = await payload.findByID({ collection: 'schools', id: schoolId, depth: 0, req }).catch(() => null)
  if (!school) return null
  const messages = await recordShareMessages(payload, school, collectionSlug, Number(id))
  if (!messages.length) return null
  return (
    <div className="share-message">
      <h4 className="share-message__title">Share on WhatsApp</h4>
      <p className="share-message__help">
        The message for the class groups, with the page&apos;s address. WhatsApp shows the share card under it.
      </p>
      {messages.map((m) => (
        <CopyMessage key={m.locale} {...m} language={LOCALE_NAMES_IN_ENGLISH[m.locale]} />
      ))}
      {!siteBase(school) && (
        <p className="share-message__help">
          The messages have no address yet: give the school its domain (Settings → Schools) or set SERVER_URL.
        </p>
      )}
    </div>
  )
}
