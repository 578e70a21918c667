import { getLocale, getTranslations } from 'next-intl/server'

import { FormText } from '@/components/forms/FormText'
import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { editablePage, PageContent } from '@/components/EditablePage'
import { InnerPage } from '@/components/InnerPage'
import { getPage } from '@/lib/queries/profile'
import { pageSchool, type SchoolParams } from '@/lib/site/school'

import { TcForm } from './TcForm'
import { langOf } from '@/lib/content/in-locale'

export const { generateMetadata } = editablePage('Tc')

export default async function TcPage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const [page, t] = await Promise.all([getPage(school.id, 'Tc', await getLocale()), getTranslations('Pages')])
  return (
    <InnerPage route="Tc" title={page?.title} titleLang={langOf(page, 'title')}>
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="tc-form">
          <h2 id="tc-form" className="mb-4 text-xl font-semibold text-brand">
            {t('downloadCertificate')}
          </h2>
          <FormText form="tc">
            <TcForm schoolCode={school.code} notice={<PrivacyNotice school={school} form="tc" />} />
          </FormText>
        </section>
        {page && <PageContent page={page} />}
      </div>
    </InnerPage>
  )
}
