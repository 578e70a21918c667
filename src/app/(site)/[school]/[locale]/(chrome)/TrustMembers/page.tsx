import { getLocale, getTranslations } from 'next-intl/server'

import { DataTable } from '@/components/DataTable'
import { InnerPage } from '@/components/InnerPage'
import { routeMetadata } from '@/lib/site/page-meta'
import { getTrustMembers } from '@/lib/queries/profile'
import { pageSchool, type SchoolParams } from '@/lib/site/school'

export const generateMetadata = routeMetadata('TrustMembers')

export default async function TrustMembersPage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const [members, t] = await Promise.all([
    getTrustMembers(school.id, await getLocale()),
    getTranslations('Listing.trust'),
  ])
  return (
    <InnerPage route="TrustMembers">
      <p className="mb-6 max-w-3xl">{t('intro')}</p>
      <DataTable
        caption={t('caption')}
        columns={[t('slNo'), t('name'), t('designation'), t('age'), t('phone')]}
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
