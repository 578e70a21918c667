import { getLocale, getTranslations } from 'next-intl/server'

import { isLocale, localePath, DEFAULT_LOCALE, type Locale } from '@/i18n/locales.mjs'
import { dayAndTime } from '@/lib/content/format'
import { stillShows } from '@/lib/office/alerts'
import { getActiveAlerts, type AlertLine } from '@/collections/Alerts/queries'
import type { School } from '@/payload-types'

import { ShareOnWhatsApp } from './ShareOnWhatsApp'

type Words = Awaited<ReturnType<typeof getTranslations<'Alert'>>>

const LINK_CLASS =
  'font-bold text-white underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/** One alert in full: its message, when it ends, its link, and the message ready for a class's WhatsApp group. */
function AlertText({
  alert,
  language,
  t,
  domains,
}: {
  alert: AlertLine
  language: Locale
  t: Words
  domains: School['domains']
}) {
  const until = t('until', { time: dayAndTime(alert.endsAt, language) })
  return (
    <>
      <span lang={alert.lang}>{alert.message}</span> <span className="whitespace-nowrap">({until})</span>
      {alert.link && (
        <>
          {' '}
          <a href={/^\/(?!\/)/.test(alert.link) ? localePath(language, alert.link) : alert.link} className={LINK_CLASS}>
            {t('details')}
          </a>
        </>
      )}{' '}
      <ShareOnWhatsApp school={{ domains }} title={alert.message} date={`(${until})`} path="/" className={LINK_CLASS} />
    </>
  )
}

/**
 * The school's urgent alerts (a closure, an urgent notice) at the very top of every page until
 * they end. Drawn by the server with no script of its own; a status region, so a screen reader
 * reads it out politely. The colour is fixed rather than the school's, so that it always stands
 * out and its contrast is known (white on #8a1c1c: 9.3:1).
 *
 * On a phone the alerts share one band of at most two lines, the newest first, so that the page's
 * own heading stays on the first screen with three alerts live (issue 48: three full bands pushed
 * it below 500 px). The band is a <details>: a tap opens every alert in full, with no script. From
 * the sm breakpoint every alert has its own line, as there is room; only one of the two is
 * displayed at a time, so a screen reader never hears an alert twice.
 */
export async function UrgentAlert({ school, domains }: { school: number; domains: School['domains'] }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('Alert')])
  const language = isLocale(locale) ? locale : DEFAULT_LOCALE
  // The list may be up to a cached page's age old; one that has just ended is not drawn again.
  const alerts = (await getActiveAlerts(school, language)).filter((alert) => stillShows(alert.endsAt))
  if (!alerts.length) return null
  const [newest] = alerts
  // Where parents ask to hear of the next one at once (issue 52).
  const byMail = (
    <a href={localePath(language, '/Subscribe')} className={LINK_CLASS.replace('font-bold ', '')}>
      {t('byMail')}
    </a>
  )
  const full = (className: string) =>
    alerts.map((alert) => (
      <p key={alert.id} className={className}>
        <strong className="font-bold">{t('label')}: </strong>
        <AlertText alert={alert} language={language} t={t} domains={domains} />
      </p>
    ))
  return (
    <section role="status" aria-label={t('label')} className="bg-[#8a1c1c] text-white">
      <details className="group sm:hidden">
        <summary className="flex cursor-pointer list-none items-start gap-3 px-4 py-1.5 text-sm leading-snug focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white [&::-webkit-details-marker]:hidden">
          <span className="line-clamp-2 min-w-0 flex-1 group-open:hidden">
            <strong className="font-bold">{t('label')}: </strong>
            <span lang={newest.lang}>{newest.message}</span> (
            {t('until', { time: dayAndTime(newest.endsAt, language) })})
          </span>
          <strong className="hidden flex-1 font-bold group-open:block">{t('label')}</strong>
          <span className="shrink-0 rounded border border-white/70 px-1.5 font-bold whitespace-nowrap">
            <span className="group-open:hidden">{t('more', { count: alerts.length - 1 })}</span>
            <span className="hidden group-open:inline">{t('close')}</span>{' '}
            <span aria-hidden="true" className="inline-block group-open:rotate-180">
              ▾
            </span>
          </span>
        </summary>
        <div className="divide-y divide-white/25 px-4 pb-1 text-sm leading-relaxed">
          {full('py-1.5')}
          <p className="py-1.5">{byMail}</p>
        </div>
      </details>
      <div className="hidden sm:block">
        {full('mx-auto max-w-7xl px-4 py-2 text-base leading-relaxed')}
        <p className="mx-auto max-w-7xl px-4 pb-2 text-sm">{byMail}</p>
      </div>
    </section>
  )
}
