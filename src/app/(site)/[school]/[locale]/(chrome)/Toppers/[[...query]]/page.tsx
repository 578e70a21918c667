import { ToppersList } from '@/components/listing/ToppersList'
import { routeMetadata } from '@/lib/site/page-meta'
import { pageSchoolAndSearch, type QueryPageParams } from '@/lib/site/school'
import { noPagesAtBuild } from '@/lib/site/site-path'

export const generateStaticParams = noPagesAtBuild

export const generateMetadata = routeMetadata('Toppers')

export default async function ToppersPage({ params }: QueryPageParams) {
  const { school, search } = await pageSchoolAndSearch('Toppers', params)
  return <ToppersList school={school} cls="X" search={search} />
}
