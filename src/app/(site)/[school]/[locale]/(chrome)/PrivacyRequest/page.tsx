import { getTranslations } from 'next-intl/server'

import { FormText } from '@/components/forms/FormText'
import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { InnerPage } from '@/components/InnerPage'
import { grievanceContact } from '@/lib/privacy/grievance'
import { routeMetadata } from '@/lib/site/page-meta'
import { pageLocale, pageSchool, type SchoolParams } from '@/lib/site/school'

import { RequestForm } from './RequestForm'

export const generateMetadata = routeMetadata('PrivacyRequest')

/**
 * A person's request about their data (DPDP Rules r. 14, issue 55): see, correct, delete, name a
 * nominee, or complain. The tracking number at once and by mail, with a link to follow it.
 */
export default async function PrivacyRequestPage({ params }: SchoolParams) {
  const [school, locale] = await Promise.all([pageSchool(params), pageLocale(params)])
  const t = await getTranslations('PrivacyRequest')
  return (
    <InnerPage route="PrivacyRequest">
      <div className="max-w-2xl space-y-6">
        <p>{t('intro', { days: grievanceContact(school, locale).days })}</p>
        <FormText form="privacyRequest">
          <RequestForm notice={<PrivacyNotice school={school} form="privacyRequest" />} />
        </FormText>
      </div>
    </InnerPage>
  )
}
