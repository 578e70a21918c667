import { getLocale, getTranslations } from 'next-intl/server'

import { InnerPage } from '@/components/InnerPage'
import { SiteLink } from '@/components/SiteLink'
import { Agenda, agendaDayId } from '@/components/calendar/Agenda'
import type { EntryWords } from '@/components/calendar/EntryLine'
import { MonthGrid } from '@/components/calendar/MonthGrid'
import { SchoolTomorrow } from '@/components/calendar/SchoolTomorrow'
import { FilterForm } from '@/components/listing/FilterForm'
import { FilterSelect } from '@/components/listing/Filters'
import { CIRCULAR_CLASSES, classesInWords, type CircularClass } from '@/collections/Circulars/categories'
import { EVENT_CATEGORIES } from '@/collections/Events/categories'
import { calendarEntries, parseCalendarFilter } from '@/collections/Events/queries'
import type { Locale } from '@/i18n/locales.mjs'
import { calendarPath, feedPath, parseView } from '@/lib/calendar/addresses'
import {
  entriesByDay,
  firstDay,
  keralaToday,
  lastDay,
  monthOfDay,
  monthWeeks,
  parseMonth,
  shiftMonth,
} from '@/lib/calendar/month'
import { monthNames } from '@/lib/content/listing'
import { dayText, monthText } from '@/lib/content/format'
import { routeMetadata } from '@/lib/site/page-meta'
import { pageSchoolAndSearch, type QueryPageParams } from '@/lib/site/school'
import { calendarAddress, calendarSubscription } from '@/lib/site/site-origin'
import { noPagesAtBuild } from '@/lib/site/site-path'

export const generateStaticParams = noPagesAtBuild

export const generateMetadata = routeMetadata('Calendar')

/**
 * /Calendar (issue 51): the school's month as a grid (?view=agenda: as a list), filtered by what
 * an entry is and by class with a plain GET form, so it all works without JavaScript; previous and
 * next months are links. Entries open their own event page.
 */
export default async function CalendarPage({ params: path }: QueryPageParams) {
  const { school, search } = await pageSchoolAndSearch('Calendar', path)
  const locale = (await getLocale()) as Locale
  const [t, circulars] = await Promise.all([getTranslations('Calendar'), getTranslations('Listing.circulars')])
  const today = keralaToday()
  const month = parseMonth(search.month, today)
  const view = parseView(search.view)
  const filter = parseCalendarFilter(search)
  const [from, to] = [firstDay(month), lastDay(month)]
  const entries = await calendarEntries(school.id, from, to, filter, locale)
  const byDay = entriesByDay(entries, from, to, { firstDayOnly: view === 'agenda' })

  const heading = monthText(month, locale)
  const className = (c: CircularClass) => (c === 'Pre-primary' ? circulars('classNames.Pre-primary') : c)
  const words: EntryWords & { today: string; noSchool: string; more: (count: number) => string } = {
    category: (c) => t(`categories.${c}`),
    classes: (list) =>
      list.length
        ? circulars('forClasses', {
            count: list.length,
            classes: classesInWords(list as CircularClass[], className, (a, b) =>
              circulars('classRange', { from: a, to: b }),
            ),
          })
        : t('wholeSchool'),
    until: (day) => t('until', { day: dayText(day, locale) }),
    today: t('today'),
    noSchool: t('noSchool'),
    more: (count) => t('more', { count }),
  }
  const [previous, next] = [shiftMonth(month, -1), shiftMonth(month, 1)]
  const feed = feedPath(filter)
  const shortMonths = monthNames(locale)

  return (
    <InnerPage route="Calendar">
      <SchoolTomorrow school={school.id} className="calendar-controls mb-6" />
      <FilterForm label={t('filter')}>
        <input type="hidden" name="month" value={month} />
        {view === 'agenda' && <input type="hidden" name="view" value="agenda" />}
        <FilterSelect
          name="category"
          label={t('category')}
          allLabel={t('allCategories')}
          value={filter.categories[0]}
          options={EVENT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
        />
        <FilterSelect
          name="class"
          label={t('class')}
          allLabel={t('allClasses')}
          value={filter.classes[0]}
          options={CIRCULAR_CLASSES.map((value) => ({ value, label: className(value) }))}
        />
        <button type="submit" className="btn-primary py-2.5">
          {(await getTranslations('Listing.filters'))('apply')}
        </button>
      </FilterForm>

      <div className="calendar-print">
        <p className="hidden font-semibold print:block">{school.name}</p>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-2xl font-bold text-brand" aria-live="polite">
            {heading}
          </h2>
          <nav aria-label={t('views')} className="calendar-controls">
            <ul className="flex flex-wrap items-center gap-2 text-sm">
              {(['month', 'agenda'] as const).map((v) => (
                <li key={v}>
                  <SiteLink
                    href={calendarPath({ month, view: v, filter })}
                    aria-current={v === view ? 'page' : undefined}
                    className="flex min-h-10 items-center rounded-md border border-brand px-3 no-underline aria-[current=page]:bg-brand aria-[current=page]:text-white"
                  >
                    {t(v)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <nav aria-label={heading} className="calendar-controls mb-4">
          <ul className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <li>
              {previous && (
                <SiteLink href={calendarPath({ month: previous, view, filter })} rel="prev">
                  ← {t('previous')}
                  <span className="sr-only"> ({shortMonths[Number(previous.slice(5)) - 1]})</span>
                </SiteLink>
              )}
            </li>
            {month !== monthOfDay(today) && (
              <li>
                <SiteLink href={calendarPath({ view, filter })}>{t('thisMonth')}</SiteLink>
              </li>
            )}
            <li>
              {next && (
                <SiteLink href={calendarPath({ month: next, view, filter })} rel="next">
                  {t('next')} →<span className="sr-only"> ({shortMonths[Number(next.slice(5)) - 1]})</span>
                </SiteLink>
              )}
            </li>
          </ul>
        </nav>

        {view === 'month' ? (
          <MonthGrid
            caption={heading}
            weeks={monthWeeks(month)}
            byDay={byDay}
            today={today}
            locale={locale}
            words={words}
            dayInList={(day) => `${calendarPath({ month, view: 'agenda', filter })}#${agendaDayId(day)}`}
          />
        ) : byDay.size ? (
          <Agenda byDay={byDay} today={today} locale={locale} words={words} />
        ) : (
          <p>{t('nothing', { month: heading })}</p>
        )}
      </div>

      <section aria-labelledby="calendar-subscribe" className="calendar-controls mt-8 rounded-lg bg-slate-50 p-4">
        <h2 id="calendar-subscribe" className="font-semibold">
          {t('subscribe')}
        </h2>
        <p className="mt-1 text-sm">{t('subscribeHint')}</p>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <li>
            <a href={calendarSubscription(school, locale, feed)}>{t('subscribeApp')}</a>
          </li>
          <li>
            <a href={calendarAddress(school, locale, feed)}>{t('subscribeLink')}</a>
          </li>
          <li>
            <SiteLink href="/Subscribe">{t('subscribeMail')}</SiteLink>
          </li>
        </ul>
      </section>
    </InnerPage>
  )
}
