import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { InnerPage } from '@/components/InnerPage'
import { routeMetadata } from '@/lib/site/page-meta'
import { pageSchool, type SchoolParams } from '@/lib/site/school'

import { StatusForm, type StatusFormText } from './StatusForm'

const TEXT_KEYS = [
  'number',
  'numberHint',
  'dob',
  'submit',
  'statusOf',
  'status',
  'next',
] as const satisfies (keyof StatusFormText)[]

const routeMeta = routeMetadata('AdmissionStatus')

/** Nobody's status is on this page until asked for; search engines need not keep it. */
export async function generateMetadata(args: SchoolParams): Promise<Metadata> {
  return { ...(await routeMeta(args)), robots: { index: false, follow: true } }
}

/** Parents' look-up of an application's status (issue 54), in SPEC's style of route names. */
export default async function AdmissionStatusPage({ params }: SchoolParams) {
  // The school and the page's language from the address, as every page of the site reads them.
  await pageSchool(params)
  const t = await getTranslations('AdmissionStatus')
  return (
    <InnerPage route="AdmissionStatus">
      <p className="mb-6 max-w-prose">{t('intro')}</p>
      <StatusForm text={Object.fromEntries(TEXT_KEYS.map((k) => [k, t.raw(k) as string])) as StatusFormText} />
    </InnerPage>
  )
}
