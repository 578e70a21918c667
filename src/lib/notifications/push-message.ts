import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales.mjs'
import { translator } from '@/i18n/messages'

import { type Announced, itemFor } from './publication-mail'

/**
 * What the service worker (app/(site)/[school]/sw.js) shows: the record's title, what it is and
 * its date, and its page, opened when the notification is tapped. The page is a path: the worker
 * belongs to the site the phone subscribed on and opens it there. `tag` makes a second push of the
 * same record replace the first on the phone rather than stand beside it.
 */
export type PushMessage = { title: string; body: string; lang: Locale; url: string; tag: string }

/** The path stands in for the address the item's link needs: the phone's site is the worker's own. */
const ANY_SITE = 'https://site.invalid'

export function pushMessage(announced: Announced, recordKey: string, locale: Locale): PushMessage {
  const t = translator(locale)
  const item = itemFor(announced, locale, ANY_SITE)
  return {
    title: item.title,
    body: [`${item.kind}${item.inEnglish ? ` ${t('Subscribe.mail.inEnglish')}` : ''}`, item.date, item.classes]
      .filter(Boolean)
      .join(' · '),
    lang: item.inEnglish ? DEFAULT_LOCALE : locale,
    url: item.path,
    tag: recordKey,
  }
}
