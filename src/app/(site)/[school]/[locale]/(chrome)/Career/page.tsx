import { getLocale } from 'next-intl/server'
import { FormText } from '@/components/forms/FormText'
import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { editablePage } from '@/components/EditablePage'
import { InnerPage } from '@/components/InnerPage'
import { RichText } from '@/components/RichText'
import { getPage } from '@/lib/queries/profile'
import { pageSchool, type SchoolParams } from '@/lib/site/school'

import { CareerForm } from './CareerForm'
import { langOf } from '@/lib/content/in-locale'

export const { generateMetadata } = editablePage('Career')

export default async function CareerPage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const page = await getPage(school.id, 'Career', await getLocale())
  return (
    <InnerPage route="Career" title={page?.title} titleLang={langOf(page, 'title')}>
      {page && <RichText data={page.body} lang={langOf(page, 'body')} className="prose-school mb-8" />}
      <FormText form="career">
        <CareerForm notice={<PrivacyNotice school={school} form="career" />} />
      </FormText>
    </InnerPage>
  )
}
