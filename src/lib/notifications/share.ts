import { localePath, type Locale } from '@/i18n/locales.mjs'
import type { School } from '@/payload-types'

import { siteBase } from '../site/site-origin'

/**
 * The message a parent or the office sends to a class's WhatsApp group about a record: its title,
 * its date in words and its address, in the page's language. The address is the school's own
 * (first domain, else SERVER_URL); without one the message goes without it, since a cached page
 * cannot know the host it is read on.
 */
export function shareMessage(
  school: Pick<School, 'domains'>,
  locale: Locale,
  { title, date, path }: { title: string; date?: string; path: string },
): string {
  const base = siteBase(school)
  return [title, date, base ? new URL(localePath(locale, path), base).href : ''].filter(Boolean).join('\n')
}

/** WhatsApp's own link for sending a text: it opens the app (or its web page) with the text typed. */
export const whatsappLink = (message: string, to?: string) =>
  `https://wa.me/${to ?? ''}?text=${encodeURIComponent(message)}`

/** An Indian mobile as wa.me takes it (91 and the ten digits), or undefined when it is no mobile. */
export function whatsappNumber(phone: string | null | undefined): string | undefined {
  const digits = (phone ?? '').replace(/\D/g, '').slice(-10)
  return /^[6-9]\d{9}$/.test(digits) ? `91${digits}` : undefined
}
