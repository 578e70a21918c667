import { getLocale, getTranslations } from 'next-intl/server'

import { SiteLink } from '@/components/SiteLink'
import { calendarEntries, keepsHolidays } from '@/collections/Events/queries'
import type { Locale } from '@/i18n/locales.mjs'
import { keralaToday } from '@/lib/calendar/month'
import { schoolOn, tomorrowOf } from '@/lib/calendar/school-day'
import { dayText } from '@/lib/content/format'
import { langOf } from '@/lib/content/in-locale'

/**
 * "Is there school tomorrow?", answered from the calendar's holidays, on home and at the top of
 * /Calendar, once the school keeps its holidays in the calendar. Read for tomorrow's date, so the answer turns with the date at midnight in Kerala
 * as the page is renewed (each minute at most), with no save in the admin.
 */
export async function SchoolTomorrow({
  school,
  withLink = false,
  className,
}: {
  school: number
  withLink?: boolean
  /** Of the box around it, which is left out with it. */
  className?: string
}) {
  const [t, locale, kept] = await Promise.all([
    getTranslations('Calendar'),
    getLocale() as Promise<Locale>,
    keepsHolidays(school),
  ])
  if (!kept) return null
  const day = tomorrowOf(keralaToday())
  const holidays = await calendarEntries(school, day, day, { categories: ['holiday'], classes: [] }, locale)
  const answer = schoolOn(day, holidays)
  return (
    <div className={className}>
      <p
        data-school-tomorrow={answer.school ? 'yes' : 'no'}
        className={`rounded-md border-l-4 px-3 py-2 text-sm ${answer.school ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50'}`}
      >
        <strong>{t('tomorrowQuestion')}</strong> {t('tomorrowDay', { day: dayText(day, locale) })}{' '}
        {answer.school ? (
          t('school')
        ) : 'holiday' in answer.reason ? (
          <>
            {t('noSchool')} — <span lang={langOf(answer.reason.holiday, 'title')}>{answer.reason.holiday.title}</span>
          </>
        ) : (
          `${t('noSchool')} — ${t('sunday')}`
        )}
        {withLink && (
          <>
            {' '}
            <SiteLink href="/Calendar" className="whitespace-nowrap underline">
              {t('seeCalendar')}
            </SiteLink>
          </>
        )}
      </p>
    </div>
  )
}
