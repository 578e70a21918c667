import { getTranslations } from 'next-intl/server'

import { FormText } from '@/components/forms/FormText'
import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { InnerPage } from '@/components/InnerPage'
import { PageSection } from '@/components/PageSection'
import { ACCESSIBILITY_REVIEWED } from '@/i18n/messages/legal'
import { longDate } from '@/lib/content/format'
import { grievanceContact } from '@/lib/privacy/grievance'
import { routeMetadata } from '@/lib/site/page-meta'
import { pageLocale, pageSchool, type SchoolParams } from '@/lib/site/school'

import { ReportForm } from './ReportForm'

export const generateMetadata = routeMetadata('AccessibilityStatement')

/**
 * The accessibility statement the RPwD Rules and GIGW ask every public site to link from every
 * page (issue 55): how far the site conforms, how it was tested, its known limits, the date, and a
 * form to report a problem, which reaches the office's inbox.
 */
export default async function AccessibilityStatementPage({ params }: SchoolParams) {
  const [school, locale] = await Promise.all([pageSchool(params), pageLocale(params)])
  const t = await getTranslations('Legal.accessibility')
  const list = (key: 'use' | 'tested' | 'limits') => (
    <ul className="list-disc space-y-1 pl-6">
      {(t.raw(key) as string[]).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
  return (
    <InnerPage route="AccessibilityStatement">
      <div className="max-w-3xl space-y-8">
        <p>{t('intro', { school: school.name })}</p>
        <PageSection id="a11y-conformance" heading={t('conformanceHeading')}>
          <p>{t('conformance')}</p>
        </PageSection>
        <PageSection id="a11y-use" heading={t('useHeading')}>
          {list('use')}
        </PageSection>
        <PageSection id="a11y-tested" heading={t('testedHeading')}>
          {list('tested')}
        </PageSection>
        <PageSection id="a11y-limits" heading={t('limitsHeading')}>
          {list('limits')}
        </PageSection>
        <PageSection id="a11y-report" heading={t('reportHeading')}>
          <p>{t('reportIntro', { days: grievanceContact(school, locale).days })}</p>
          <FormText form="accessibility">
            <ReportForm notice={<PrivacyNotice school={school} form="contact" />} />
          </FormText>
        </PageSection>
        <PageSection id="a11y-enforcement" heading={t('enforcementHeading')}>
          <p>{t('enforcement')}</p>
        </PageSection>
        <p className="text-sm text-muted">{t('reviewed', { date: longDate(ACCESSIBILITY_REVIEWED, locale) })}</p>
      </div>
    </InnerPage>
  )
}
