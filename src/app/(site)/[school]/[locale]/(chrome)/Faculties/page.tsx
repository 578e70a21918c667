import { DataTable } from '@/components/DataTable'
import { InnerPage } from '@/components/InnerPage'
import { ddmmyyyy } from '@/lib/content/format'
import { routeMetadata } from '@/lib/site/page-meta'
import { getFaculty } from '@/lib/queries/profile'
import { pageSchool, type SchoolParams } from '@/lib/site/school'

export const generateMetadata = routeMetadata('Faculties')

export default async function FacultiesPage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const faculty = await getFaculty(school.id)
  return (
    <InnerPage route="Faculties">
      <p className="mb-6 max-w-3xl">Our teachers and staff, in order of seniority.</p>
      <DataTable
        caption="Faculty members"
        columns={['Sl.No', "Teacher's Name", 'Qualification', 'Designation', 'DOJ']}
        rows={faculty.map((f) => ({
          key: f.id,
          cells: [f.slNo, f.name, f.qualification, f.designation, ddmmyyyy(f.dateOfJoining)],
        }))}
      />
    </InnerPage>
  )
}
