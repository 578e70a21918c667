import { getLocale, getTranslations } from 'next-intl/server'

import { shareMessage, whatsappLink } from '@/lib/notifications/share'
import type { School } from '@/payload-types'

/**
 * "Share on WhatsApp" under a circular, an event or an alert: a plain link, no script, with the
 * record's title, date and address in the page's language (shareMessage).
 */
export async function ShareOnWhatsApp({
  school,
  title,
  date,
  path,
  className = 'underline',
}: {
  school: Pick<School, 'domains'>
  title: string
  date?: string
  path: string
  className?: string
}) {
  const [t, locale] = await Promise.all([getTranslations('Share'), getLocale()])
  return (
    <a
      href={whatsappLink(shareMessage(school, locale, { title, date, path }))}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      {t('whatsapp')}
    </a>
  )
}
