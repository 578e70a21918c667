import { editablePage, PageContent } from '@/components/EditablePage'
import { InnerPage } from '@/components/InnerPage'
import { getPage } from '@/lib/profile'
import { requireSchool } from '@/lib/school'

export const { generateMetadata } = editablePage('Admission')

export default async function AdmissionPage() {
  const school = await requireSchool()
  const page = await getPage(school.id, 'Admission')
  const session = school.admission?.session
  const status = (
    <section aria-labelledby="admission-status" className="rounded-lg border border-slate-200 p-4">
      <h2 id="admission-status" className="font-semibold text-brand">
        Admission to Std I {session}
      </h2>
      <p className="mt-2 text-sm">
        {school.admission?.open
          ? 'Registration is open. The registration form will be available on this page.'
          : 'Registration is closed at present. Watch this page for the next announcement.'}
      </p>
    </section>
  )
  return (
    <InnerPage route="Admission" title={page?.title}>
      {page ? <PageContent page={page} aside={status} /> : status}
    </InnerPage>
  )
}
