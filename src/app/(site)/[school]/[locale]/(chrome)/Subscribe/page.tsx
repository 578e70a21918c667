import { getLocale, getTranslations } from 'next-intl/server'

import { FormText } from '@/components/forms/FormText'
import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { InnerPage } from '@/components/InnerPage'
import { vapidKeys } from '@/lib/notifications/push-keys'
import { subscriptionsOpen } from '@/lib/notifications/subscription-mail'
import { routeMetadata } from '@/lib/site/page-meta'
import { pageSchool, type SchoolParams } from '@/lib/site/school'

import { PhoneAlerts, type PhoneAlertsText } from './PhoneAlerts'
import { SubscribeForm } from './SubscribeForm'

export const generateMetadata = routeMetadata('Subscribe')

/** What a new subscriber starts from: the urgent alerts and circulars, as they come, in the page's language. */
const DEFAULT_TOPICS = ['alerts', 'circulars'] as const

const PHONE_ALERTS_TEXT = [
  'heading',
  'text',
  'button',
  'save',
  'on',
  'off',
  'stopped',
  'blocked',
  'failed',
  'noTopics',
  'working',
] as const satisfies (keyof PhoneAlertsText)[]

export default async function SubscribePage({ params }: SchoolParams) {
  const school = await pageSchool(params)
  const [t, locale] = await Promise.all([getTranslations('Subscribe'), getLocale()])
  return (
    <InnerPage route="Subscribe">
      <p className="mb-6 max-w-prose">{t('intro')}</p>
      {subscriptionsOpen(school) ? (
        <FormText form="subscribe">
          <SubscribeForm
            defaults={{ topics: DEFAULT_TOPICS, classes: [], frequency: 'instant', language: locale }}
            notice={<PrivacyNotice school={school} form="subscribe" />}
          />
          <PhoneAlerts
            code={school.code}
            vapidKey={vapidKeys().publicKey}
            text={Object.fromEntries(PHONE_ALERTS_TEXT.map((key) => [key, t(`push.${key}`)])) as PhoneAlertsText}
          />
        </FormText>
      ) : (
        <p className="max-w-prose rounded-md bg-slate-50 px-4 py-3" role="status">
          {t('notSetUp')}
        </p>
      )}
    </InnerPage>
  )
}
