import { AppLinks } from '@/components/AppLinks'
import { editablePage, PageContent } from '@/components/EditablePage'
import { InnerPage } from '@/components/InnerPage'
import { getPage } from '@/lib/queries/profile'
import { pageSchool, type SchoolParams } from '@/lib/site/school'

export const { generateMetadata } = editablePage('ErpSoftware')

export default async function ErpSoftwarePage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const page = await getPage(school.id, 'ErpSoftware')
  const apps = (
    <section aria-labelledby="erp-apps" className="rounded-lg bg-brand-soft p-4">
      <h2 id="erp-apps" className="font-semibold text-brand">
        Get the app
      </h2>
      <p className="mt-2 text-sm">
        School code: <strong className="font-mono text-lg tracking-wider">{school.code}</strong>
      </p>
      <AppLinks school={school} buttonClass="btn-primary" />
    </section>
  )
  return (
    <InnerPage route="ErpSoftware" title={page?.title}>
      {page ? <PageContent page={page} aside={apps} /> : apps}
    </InnerPage>
  )
}
