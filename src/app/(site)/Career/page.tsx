import { randomUUID } from 'node:crypto'

import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { editablePage } from '@/components/EditablePage'
import { InnerPage } from '@/components/InnerPage'
import { RichText } from '@/components/RichText'
import { getPage } from '@/lib/queries/profile'
import { requireSchool } from '@/lib/school'

import { CareerForm } from './CareerForm'

export const { generateMetadata } = editablePage('Career')

export default async function CareerPage() {
  const school = await requireSchool()
  const page = await getPage(school.id, 'Career')
  return (
    <InnerPage route="Career" title={page?.title}>
      {page && <RichText data={page.body} className="prose-school mb-8" />}
      <CareerForm submissionKey={randomUUID()} notice={<PrivacyNotice school={school} form="career" />} />
    </InnerPage>
  )
}
