import { getLocale, getTranslations } from 'next-intl/server'

import { FormText } from '@/components/forms/FormText'
import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { editablePage, PageContent } from '@/components/EditablePage'
import { InnerPage } from '@/components/InnerPage'
import { RichText } from '@/components/RichText'
import { AdmissionClasses } from '@/components/admission/AdmissionClasses'
import { localeOf, localePath } from '@/i18n/locales.mjs'
import { getSeason } from '@/lib/admissions/queries'
import { stdNames } from '@/lib/admissions/season'
import { getPage } from '@/lib/queries/profile'
import { admissionWindow } from '@/lib/site/admission-window'
import { pageSchoolAndSearch, type QueryPageParams } from '@/lib/site/school'
import { noPagesAtBuild } from '@/lib/site/site-path'
import { langOf } from '@/lib/content/in-locale'

import { AdmissionForm } from '../AdmissionForm'

export const generateStaticParams = noPagesAtBuild

export const { generateMetadata } = editablePage('Admission')

/**
 * SPEC §2's Admission page, drawn from the school's latest admission session: its notice, each
 * class with its days, seats and age rule, and SPEC's registration form for the classes open now
 * (the class chosen in it when more than one is). With no class open, SPEC's closed notice under
 * Class I's title.
 */
export default async function AdmissionPage({ params }: QueryPageParams) {
  const { school, search } = await pageSchoolAndSearch('Admission', params)
  const locale = localeOf(await getLocale())
  const [page, season, t] = await Promise.all([
    getPage(school.id, 'Admission', locale),
    getSeason(school.id, locale),
    getTranslations('Pages'),
  ])
  const { classes, session, year } = admissionWindow(season)
  const open = classes.filter((c) => c.state.kind === 'open')
  const requested = typeof search.register === 'string' ? search.register : undefined
  // SPEC's "Admission to Std I 2025-2026"; with several classes open, each named: "Std I or Std III".
  const title = t('admissionTo', {
    session,
    std: stdNames(
      open.map((c) => c.row.class),
      locale,
    ),
  })
  return (
    <InnerPage route="Admission" title={page?.title} titleLang={langOf(page, 'title')}>
      {season && <RichText data={season.session.notice} lang={langOf(season.session, 'notice')} />}
      {page && <PageContent page={page} />}
      {classes.length > 0 && <AdmissionClasses classes={classes} year={year} />}
      <section aria-labelledby="registration" className="mt-10 grid gap-4">
        {open.length ? (
          // A <details> opens the form with or without JavaScript; ?register opens it, ?register=III with Class III chosen.
          <details open={requested !== undefined} className="rounded-lg border border-slate-200" id="register">
            <summary className="btn-accent m-4 cursor-pointer list-none px-6 py-3 text-base">
              <span id="registration">{title}</span>
            </summary>
            <div className="border-t border-slate-200 p-4">
              <h2 className="mb-4 text-xl font-semibold text-brand">{title}</h2>
              <FormText form="admission">
                <AdmissionForm
                  classes={open.map((c) => c.row.class)}
                  chosen={open.some((c) => c.row.class === requested) ? requested : undefined}
                  notice={<PrivacyNotice school={school} form="admission" />}
                />
              </FormText>
            </div>
          </details>
        ) : (
          <div className="rounded-lg border border-slate-200 p-4">
            <h2 id="registration" className="font-semibold text-brand">
              {title}
            </h2>
            <p className="mt-2 text-sm">{t('registrationClosed')}</p>
          </div>
        )}
        <p className="text-sm">
          {t('statusQuestion')}{' '}
          <a className="font-semibold text-brand underline" href={localePath(locale, '/AdmissionStatus')}>
            {t('statusLink')}
          </a>
        </p>
      </section>
    </InnerPage>
  )
}
