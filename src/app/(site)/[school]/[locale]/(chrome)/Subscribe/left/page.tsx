import { getTranslations } from 'next-intl/server'

import { InnerPage } from '@/components/InnerPage'
import { routeMetadata } from '@/lib/site/page-meta'
import { pageSchool, type SchoolParams } from '@/lib/site/school'

import { SubscribeAgain } from '../parts'

export const generateMetadata = routeMetadata('Subscribe')

/** Where "Unsubscribe" leads: said once the address is deleted. */
export default async function LeftPage({ params }: SchoolParams) {
  await pageSchool(params)
  const t = await getTranslations('Subscribe')
  return (
    <InnerPage route="Subscribe">
      <SubscribeAgain message={t('left')} />
    </InnerPage>
  )
}
