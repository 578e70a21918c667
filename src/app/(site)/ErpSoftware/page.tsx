import { PageContent } from '@/components/EditablePage'
import { editablePage } from '@/components/EditablePage'
import { InnerPage } from '@/components/InnerPage'
import { getPage } from '@/lib/profile'
import { requireSchool } from '@/lib/school'

export const { generateMetadata } = editablePage('ErpSoftware')

export default async function ErpSoftwarePage() {
  const school = await requireSchool()
  const page = await getPage(school.id, 'ErpSoftware')
  const apps = (
    <section aria-labelledby="erp-apps" className="rounded-lg bg-brand-soft p-4">
      <h2 id="erp-apps" className="font-semibold text-brand">
        Get the app
      </h2>
      <p className="mt-2 text-sm">
        School code: <strong className="font-mono text-lg tracking-wider">{school.code}</strong>
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {school.appLinks?.android && (
          <li>
            <a href={school.appLinks.android} target="_blank" rel="noopener noreferrer" className="btn-primary">
              Google Play
            </a>
          </li>
        )}
        {school.appLinks?.ios && (
          <li>
            <a href={school.appLinks.ios} target="_blank" rel="noopener noreferrer" className="btn-primary">
              App Store
            </a>
          </li>
        )}
      </ul>
    </section>
  )
  return (
    <InnerPage route="ErpSoftware" title={page?.title}>
      {page ? <PageContent page={page} aside={apps} /> : apps}
    </InnerPage>
  )
}
