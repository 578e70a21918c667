import { getLocale, getTranslations } from 'next-intl/server'

import { isLocale, localePath, DEFAULT_LOCALE } from '@/i18n/locales.mjs'
import { dayAndTime } from '@/lib/content/format'
import { stillShows } from '@/lib/office/alerts'
import { getActiveAlerts } from '@/lib/queries/alerts'

/**
 * The school's urgent alerts (a closure, an urgent notice) at the very top of every page until
 * they end. Drawn by the server with no script of its own; a status region, so a screen reader
 * reads it out politely. The colour is fixed rather than the school's, so that it always stands
 * out and its contrast is known (white on #8a1c1c: 9.3:1).
 */
export async function UrgentAlert({ school }: { school: number }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('Alert')])
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE
  // The list may be up to a cached page's age old; one that has just ended is not drawn again.
  const alerts = (await getActiveAlerts(school, language)).filter((alert) => stillShows(alert.endsAt))
  if (!alerts.length) return null
  return (
    <section role="status" aria-label={t('label')} className="bg-[#8a1c1c] text-white">
      {alerts.map((alert) => (
        <p key={alert.id} className="mx-auto max-w-7xl px-4 py-2 text-sm leading-relaxed sm:text-base">
          <strong className="font-bold">{t('label')}: </strong>
          <span lang={alert.lang}>{alert.message}</span>{' '}
          <span className="whitespace-nowrap">({t('until', { time: dayAndTime(alert.endsAt, language) })})</span>
          {alert.link && (
            <>
              {' '}
              <a
                href={/^\/(?!\/)/.test(alert.link) ? localePath(language, alert.link) : alert.link}
                className="font-bold text-white underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {t('details')}
              </a>
            </>
          )}
        </p>
      ))}
    </section>
  )
}
