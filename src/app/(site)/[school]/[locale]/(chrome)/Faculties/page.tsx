import { getLocale, getTranslations } from 'next-intl/server'

import { DataTable } from '@/components/DataTable'
import { InnerPage } from '@/components/InnerPage'
import { ddmmyyyy } from '@/lib/content/format'
import { routeMetadata } from '@/lib/site/page-meta'
import { RecordText } from '@/components/RecordText'
import { getFaculty } from '@/lib/queries/profile'
import { pageSchool, type SchoolParams } from '@/lib/site/school'

export const generateMetadata = routeMetadata('Faculties')

export default async function FacultiesPage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const [faculty, t] = await Promise.all([
    getFaculty(school.id, await getLocale()),
    getTranslations('Listing.faculties'),
  ])
  return (
    <InnerPage route="Faculties">
      <p className="mb-6 max-w-3xl">{t('intro')}</p>
      <DataTable
        caption={t('caption')}
        columns={[t('slNo'), t('name'), t('qualification'), t('designation'), t('doj')]}
        rows={faculty.map((f) => ({
          key: f.id,
          cells: [
            f.slNo,
            f.name,
            f.qualification,
            <RecordText key="d" record={f} field="designation" />,
            ddmmyyyy(f.dateOfJoining),
          ],
        }))}
      />
    </InnerPage>
  )
}
