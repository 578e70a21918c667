import { getLocale, getTranslations } from 'next-intl/server'

import { FormText } from '@/components/forms/FormText'
import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { editablePage, PageContent } from '@/components/EditablePage'
import { InnerPage } from '@/components/InnerPage'
import { getPage } from '@/lib/queries/profile'
import { admissionWindow } from '@/lib/site/admission-window'
import { pageSchoolAndSearch, type QueryPageParams } from '@/lib/site/school'
import { noPagesAtBuild } from '@/lib/site/site-path'

import { AdmissionForm } from '../AdmissionForm'
import { langOf } from '@/lib/content/in-locale'

export const generateStaticParams = noPagesAtBuild

export const { generateMetadata } = editablePage('Admission')

export default async function AdmissionPage({ params }: QueryPageParams) {
  const { school, search } = await pageSchoolAndSearch('Admission', params)
  const [page, t] = await Promise.all([getPage(school.id, 'Admission', await getLocale()), getTranslations('Pages')])
  const { open, session } = admissionWindow(school)
  const requested = search.register !== undefined
  return (
    <InnerPage route="Admission" title={page?.title} titleLang={langOf(page, 'title')}>
      {page && <PageContent page={page} />}
      <section aria-labelledby="registration" className="mt-10">
        {open ? (
          // A <details> opens the form with or without JavaScript; ?register opens it directly.
          <details open={requested} className="rounded-lg border border-slate-200" id="register">
            <summary className="btn-accent m-4 cursor-pointer list-none px-6 py-3 text-base">
              <span id="registration">{t('admissionTo', { session })}</span>
            </summary>
            <div className="border-t border-slate-200 p-4">
              <h2 className="mb-4 text-xl font-semibold text-brand">{t('admissionTo', { session })}</h2>
              <FormText form="admission">
                <AdmissionForm notice={<PrivacyNotice school={school} form="admission" />} />
              </FormText>
            </div>
          </details>
        ) : (
          <div className="rounded-lg border border-slate-200 p-4">
            <h2 id="registration" className="font-semibold text-brand">
              {t('admissionTo', { session })}
            </h2>
            <p className="mt-2 text-sm">{t('registrationClosed')}</p>
          </div>
        )}
      </section>
    </InnerPage>
  )
}
