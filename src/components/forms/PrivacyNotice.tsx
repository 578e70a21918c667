import { getLocale, getTranslations } from 'next-intl/server'

import type { PrivacyForm, SchoolPrivacy } from '@/forms/privacy'
import { privacyText } from '@/i18n/privacy-text'

/**
 * DPDP Act notice a visitor reads before sending a form: what, why, how long, whom to ask, always
 * in the page's language: the school's own words where it wrote them in that language, else the
 * standard notice with the school's retention period (privacyText).
 */
export async function PrivacyNotice({ school, form }: { school: SchoolPrivacy; form: PrivacyForm }) {
  const locale = await getLocale()
  return <NoticeText text={privacyText(school, form, locale).text} email={school.email} form={form} />
}

/** A notice's words, with whom to ask about one's data (the school's address). */
export async function NoticeText({
  text,
  email: address,
  form,
}: {
  text: string
  email?: string | null
  form: string
}) {
  const t = await getTranslations('Privacy')
  const email = address ?? ''
  return (
    <p className="max-w-prose rounded-md bg-slate-50 px-4 py-3 text-sm text-muted" data-privacy-notice={form}>
      <span className="font-semibold text-ink">{t('yourData')}</span>
      <span>{text}</span>
      {email && (
        <>
          {' '}
          {t.rich('ask', {
            email: (chunks) => (
              <a href={`mailto:${email}`} className="break-all underline">
                {chunks}
              </a>
            ),
            address: email,
          })}
        </>
      )}
    </p>
  )
}
