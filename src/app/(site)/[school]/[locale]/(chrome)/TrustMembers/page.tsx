import { DataTable } from '@/components/DataTable'
import { InnerPage } from '@/components/InnerPage'
import { routeMetadata } from '@/lib/site/page-meta'
import { getTrustMembers } from '@/lib/queries/profile'
import { pageSchool, type SchoolParams } from '@/lib/site/school'

export const generateMetadata = routeMetadata('TrustMembers')

export default async function TrustMembersPage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const members = await getTrustMembers(school.id)
  return (
    <InnerPage route="TrustMembers">
      <p className="mb-6 max-w-3xl">
        The school is managed by its trust. The members of the trust for the current term are listed below.
      </p>
      <DataTable
        caption="Members of the trust"
        columns={['S NO', 'NAME', 'DESIGNATION', 'AGE', 'PHONE NO']}
        rows={members.map((m) => ({
          key: m.id,
          cells: [
            m.slNo,
            m.name,
            m.designation,
            m.age ?? '—',
            m.phone ? <a href={`tel:${m.phone.replace(/[^+\d]/g, '')}`}>{m.phone}</a> : '—',
          ],
        }))}
      />
    </InnerPage>
  )
}
