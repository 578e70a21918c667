import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { FormText } from '@/components/forms/FormText'
import { PrivacyNotice } from '@/components/forms/PrivacyNotice'
import { InnerPage } from '@/components/InnerPage'
import type { LinkPurpose } from '@/lib/notifications/tokens'
import { storedChoices, subscriptionByToken } from '@/lib/notifications/subscriptions'
import { payloadClient } from '@/lib/platform/payload'
import { relationId } from '@/lib/platform/relation'
import { pageSchool } from '@/lib/site/school'

import { confirmFromLink, leaveFromLink } from '../../actions'
import { SubscribeAgain, TokenButton } from '../../parts'
import { SubscribeForm } from '../../SubscribeForm'

/** Each visit reads the subscription its link names: never cached, never indexed. */
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { robots: { index: false, follow: false } }

/** The steps a mail's link opens: confirm (the confirmation mail), manage (every other mail), welcome (just confirmed). */
const STEPS: Record<string, LinkPurpose> = { confirm: 'confirm', manage: 'manage', welcome: 'manage' }

type Params = { params: Promise<{ school: string; locale?: string; step: string; token: string }> }

export default async function SubscriptionLinkPage({ params }: Params) {
  const { step, token } = await params
  const purpose = STEPS[step]
  if (!purpose) notFound()
  const school = await pageSchool(params)
  const t = await getTranslations('Subscribe')
  const record = await subscriptionByToken(await payloadClient(), decodeURIComponent(token), purpose)
  if (!record || relationId(record.school) !== school.id)
    return (
      <InnerPage route="Subscribe">
        <SubscribeAgain message={t('badLink')} />
      </InnerPage>
    )

  if (step === 'confirm')
    return (
      <InnerPage route="Subscribe">
        <h2 className="mb-2 text-xl font-semibold text-brand">{t('confirmHeading')}</h2>
        <p className="mb-6 max-w-prose">{t('confirmText', { email: record.email })}</p>
        <TokenButton action={confirmFromLink} token={token} className="btn-primary px-6 py-3 text-base">
          {t('confirmButton')}
        </TokenButton>
      </InnerPage>
    )

  const { email, ...choices } = storedChoices(record)
  return (
    <InnerPage route="Subscribe">
      {step === 'welcome' && (
        <p className="mb-6 max-w-prose rounded-md bg-emerald-50 px-4 py-3 font-medium text-emerald-900" role="status">
          {t('confirmed')}
        </p>
      )}
      <h2 className="mb-2 text-xl font-semibold text-brand">{t('manageHeading')}</h2>
      <p className="mb-6">{t('forAddress', { email })}</p>
      <FormText form="subscribe">
        <SubscribeForm defaults={choices} token={token} notice={<PrivacyNotice school={school} form="subscribe" />} />
      </FormText>
      <section aria-labelledby="leave" className="mt-10 max-w-prose border-t border-slate-200 pt-6">
        <h2 id="leave" className="mb-2 text-xl font-semibold text-brand">
          {t('leaveHeading')}
        </h2>
        <p className="mb-4">{t('leaveText')}</p>
        <TokenButton
          action={leaveFromLink}
          token={token}
          className="rounded-md border border-[#b91c1c] px-6 py-3 text-[#b91c1c]"
        >
          {t('leaveButton')}
        </TokenButton>
      </section>
    </InnerPage>
  )
}
