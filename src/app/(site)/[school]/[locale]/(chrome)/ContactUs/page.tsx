import { getTranslations } from 'next-intl/server'

import { FormText } from '@/components/forms/FormText'
import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { InnerPage } from '@/components/InnerPage'
import { MapFrame } from '@/components/MapFrame'
import { routeMetadata } from '@/lib/site/page-meta'
import { addressLine } from '@/lib/site/school-address'
import { pageSchool, type SchoolParams } from '@/lib/site/school'

import { ContactForm } from './ContactForm'

export const generateMetadata = routeMetadata('ContactUs')

export default async function ContactUsPage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const [t, footer] = await Promise.all([getTranslations('Pages'), getTranslations('Footer')])
  return (
    <InnerPage route="ContactUs">
      <div className="grid gap-10 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-labelledby="contact-details" className="space-y-4">
          <h2 id="contact-details" className="text-xl font-semibold text-brand">
            {t('reach')}
          </h2>
          <dl className="space-y-3">
            <div>
              <dt className="text-sm text-muted">{t('address')}</dt>
              <dd>{addressLine(school)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t('email')}</dt>
              <dd>
                <a href={`mailto:${school.email}`} className="break-all">
                  {school.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t('phone')}</dt>
              <dd>
                <a href={`tel:${school.phone.replace(/[^+\d]/g, '')}`}>{school.phone}</a>
              </dd>
            </div>
          </dl>
          <MapFrame
            src={school.mapsEmbedUrl}
            title={footer('mapTitle', { school: school.name })}
            className="h-64 w-full rounded-md border-0 bg-slate-100"
          />
        </section>
        <section aria-labelledby="contact-form">
          <h2 id="contact-form" className="mb-1 text-xl font-semibold text-brand">
            {t('sendMessage')}
          </h2>
          <p className="mb-4 text-sm text-muted">
            {t.rich('required', { star: (chunks) => <span className="text-accent">{chunks}</span> })}
          </p>
          <FormText form="contact">
            <ContactForm notice={<PrivacyNotice school={school} form="contact" />} />
          </FormText>
        </section>
      </div>
    </InnerPage>
  )
}
