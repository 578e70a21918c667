import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { editablePage, PageContent } from '@/components/EditablePage'
import { InnerPage } from '@/components/InnerPage'
import { getPage } from '@/lib/queries/profile'
import { pageSchool, type SchoolParams } from '@/lib/site/school'

import { TcForm } from './TcForm'

export const { generateMetadata } = editablePage('Tc')

export default async function TcPage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const page = await getPage(school.id, 'Tc')
  return (
    <InnerPage route="Tc" title={page?.title}>
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="tc-form">
          <h2 id="tc-form" className="mb-4 text-xl font-semibold text-brand">
            Download your certificate
          </h2>
          <TcForm schoolCode={school.code} notice={<PrivacyNotice school={school} form="tc" />} />
        </section>
        {page && <PageContent page={page} />}
      </div>
    </InnerPage>
  )
}
