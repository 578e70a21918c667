import { getLocale, getTranslations } from 'next-intl/server'

import { DataTable } from '@/components/DataTable'
import { localeOf } from '@/i18n/locales.mjs'
import { ageRule, className, stateText } from '@/lib/admissions/season'
import { langOf } from '@/lib/content/in-locale'
import type { ClassWindow } from '@/lib/site/admission-window'

/** The session's classes as a parent compares them: registration now, seats, the age rule, the fee note. */
export async function AdmissionClasses({ classes, year }: { classes: ClassWindow[]; year: string }) {
  const [t, locale] = await Promise.all([getTranslations('Pages.admissionClasses'), getLocale().then(localeOf)])
  return (
    <section aria-labelledby="admission-classes" className="mt-8">
      <h2 id="admission-classes" className="mb-3 text-xl font-semibold text-brand">
        {t('title', { year })}
      </h2>
      <DataTable
        caption={t('title', { year })}
        columns={[t('class'), t('registration'), t('seats'), t('age'), t('fee')]}
        rows={classes.map(({ row, state }) => ({
          key: row.class,
          cells: [
            <strong key="c">{className(row.class, locale)}</strong>,
            <span key="s" className={state.kind === 'open' ? 'font-semibold text-green-800' : undefined}>
              {stateText(row, state, year, locale)}
            </span>,
            row.seats ?? '',
            ageRule(row, locale) ?? '',
            <span key="f" lang={langOf(row, 'feeNote')}>
              {row.feeNote ?? ''}
            </span>,
          ],
        }))}
      />
    </section>
  )
}
