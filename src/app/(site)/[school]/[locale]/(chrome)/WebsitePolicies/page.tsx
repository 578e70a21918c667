import { getTranslations } from 'next-intl/server'

import { InnerPage } from '@/components/InnerPage'
import { PageSection } from '@/components/PageSection'
import { PRIVACY_FORMS, type PrivacyForm } from '@/forms/privacy'
import { privacyText } from '@/i18n/privacy-text'
import { grievanceContact, officerName } from '@/lib/privacy/grievance'
import { routeMetadata } from '@/lib/site/page-meta'
import { pageLocale, pageSchool, type SchoolParams } from '@/lib/site/school'

export const generateMetadata = routeMetadata('WebsitePolicies')

/**
 * The website policies GIGW asks of a public site (privacy, copyright, hyperlinking, terms of
 * use), linked from every footer (issue 55). The privacy part lists each form's own notice as the
 * form shows it, with the school's retention periods; the grievance officer closes the page.
 */
export default async function WebsitePoliciesPage({ params }: SchoolParams) {
  const [school, locale] = await Promise.all([pageSchool(params), pageLocale(params)])
  const t = await getTranslations('Legal.policies')
  const contact = grievanceContact(school, locale)
  const paragraphs = (key: 'privacy' | 'linking' | 'terms') =>
    (t.raw(key) as string[]).map((text) => <p key={text}>{text}</p>)
  return (
    <InnerPage route="WebsitePolicies">
      <div className="max-w-3xl space-y-8">
        <p>{t('intro', { school: school.name })}</p>
        <PageSection id="policy-privacy" heading={t('privacyHeading')}>
          {paragraphs('privacy').slice(0, 1)}
          <dl className="grid gap-3 rounded-md bg-slate-50 p-4">
            {(Object.keys(PRIVACY_FORMS) as PrivacyForm[]).map((form) => (
              <div key={form}>
                <dt className="font-semibold">{t(`forms.${form}`)}</dt>
                <dd className="text-sm">{privacyText(school, form, locale).text}</dd>
              </div>
            ))}
          </dl>
          {paragraphs('privacy').slice(1)}
        </PageSection>
        <PageSection id="policy-copyright" heading={t('copyrightHeading')}>
          <p>{t('copyright', { holder: school.copyrightHolder || school.name })}</p>
        </PageSection>
        <PageSection id="policy-linking" heading={t('linkingHeading')}>
          {paragraphs('linking')}
        </PageSection>
        <PageSection id="policy-terms" heading={t('termsHeading')}>
          {paragraphs('terms')}
        </PageSection>
        <PageSection id="policy-contact" heading={t('contactHeading')}>
          <p>
            {t.rich('contact', {
              officer: officerName(contact),
              email: () => (
                <a href={`mailto:${contact.email}`} className="break-all underline">
                  {contact.email}
                </a>
              ),
              tel: () => (
                <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className="whitespace-nowrap underline">
                  {contact.phone}
                </a>
              ),
              phone: contact.phone,
              days: contact.days,
            })}
          </p>
        </PageSection>
      </div>
    </InnerPage>
  )
}
