import { getLocale, getTranslations } from 'next-intl/server'

import type { PrivacyForm, SchoolPrivacy } from '@/forms/privacy'
import { localeOf } from '@/i18n/locales.mjs'
import { MenuLink } from '@/components/MenuLink'
import { privacyText } from '@/i18n/privacy-text'
import { type GrievanceContact, grievanceContact, officerName } from '@/lib/privacy/grievance'

/**
 * DPDP Act notice a visitor reads before sending a form: what, why, how long, whom to ask, always
 * in the page's language: the school's own words where it wrote them in that language, else the
 * standard notice with the school's retention period (privacyText).
 */
export async function PrivacyNotice({
  school,
  form,
}: {
  school: SchoolPrivacy & Parameters<typeof grievanceContact>[0]
  form: PrivacyForm
}) {
  const locale = localeOf(await getLocale())
  return (
    <NoticeText text={privacyText(school, form, locale).text} contact={grievanceContact(school, locale)} form={form} />
  )
}

/** A notice's words, with whom to ask about one's data: the school's grievance officer (DPDP Rules 9, 14). */
export async function NoticeText({ text, contact, form }: { text: string; contact?: GrievanceContact; form: string }) {
  const t = await getTranslations('Privacy')
  const email = contact?.email ?? ''
  return (
    <p className="max-w-prose rounded-md bg-slate-50 px-4 py-3 text-sm text-muted" data-privacy-notice={form}>
      <span className="font-semibold text-ink">{t('yourData')}</span>
      <span>{text}</span>
      {contact && email && (
        <>
          {' '}
          {t.rich('ask', {
            request: (chunks) => (
              <MenuLink href="/PrivacyRequest" className="underline">
                {chunks}
              </MenuLink>
            ),
            email: (chunks) => (
              <a href={`mailto:${email}`} className="break-all underline">
                {chunks}
              </a>
            ),
            tel: (chunks) => (
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className="whitespace-nowrap underline">
                {chunks}
              </a>
            ),
            address: email,
            officer: officerName(contact),
            phone: contact.phone,
            days: contact.days,
          })}
        </>
      )}
    </p>
  )
}
