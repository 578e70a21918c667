import { PRIVACY_FORMS, retentionMonths, type PrivacyForm, type SchoolPrivacy } from '@/forms/privacy'

import type { Locale } from './locales.mjs'
import { translator } from './messages'

/**
 * What a form's privacy notice says in a language: the school's own words when it wrote some
 * (`own`: they are in the language the office wrote them in), else the standard notice with the
 * school's retention period.
 */
export function privacyText(school: SchoolPrivacy, form: PrivacyForm, locale: Locale) {
  const t = translator(locale)
  const own = school.privacyNotices?.[form]?.trim()
  if (own) return { text: own, own: true }
  const months = retentionMonths(school, PRIVACY_FORMS[form].inbox)
  const kept = months % 12 === 0 ? t('Privacy.years', { count: months / 12 }) : t('Privacy.months', { count: months })
  return { text: t(`Privacy.${form}`, { kept }), own: false }
}
