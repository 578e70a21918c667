import { ToppersList } from '@/components/listing/ToppersList'
import { routeMetadata } from '@/lib/site/page-meta'
import { pageSchoolAndSearch, type QueryPageParams } from '@/lib/site/school'
import { noPagesAtBuild } from '@/lib/site/site-path'

export const generateStaticParams = noPagesAtBuild

export const generateMetadata = routeMetadata('ToppersXII')

export default async function ToppersXIIPage({ params }: QueryPageParams) {
  const { school, search } = await pageSchoolAndSearch('ToppersXII', params)
  return <ToppersList school={school} cls="XII" search={search} />
}
