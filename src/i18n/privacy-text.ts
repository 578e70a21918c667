import {
  DEFAULT_FORM_RETENTION_MONTHS,
  formRetentionMonths,
  type PrivacyForm,
  type SchoolPrivacy,
} from '@/forms/privacy'

import { itemList, PRIVACY_ITEMS } from '@/forms/privacy-items'
import { langOf } from '@/lib/content/fallback-marks'
import { wordsIn, type StoredQuestion, type Words } from '@/collections/Forms/read'

import type { Locale } from './locales.mjs'
import { translator } from './messages'

/**
 * What a form's privacy notice says in a language: the school's own words where it wrote them in
 * that language (`own`), else the standard notice in that language with the school's retention
 * period. A notice the school wrote in English only is not shown on Malayalam pages: a parent who
 * reads Malayalam gets the standard Malayalam notice rather than a paragraph they cannot read.
 */
export function privacyText(school: SchoolPrivacy, form: PrivacyForm, locale: Locale) {
  const t = translator(locale)
  const notices = school.privacyNotices
  const own = langOf(notices, form) ? undefined : notices?.[form]?.trim()
  const collects = t('Privacy.collects', { items: itemList(PRIVACY_ITEMS[form], locale) })
  if (own) return { text: `${own} ${collects}`, own: true }
  const months = formRetentionMonths(school, form) ?? 0
  const kept = months % 12 === 0 ? t('Privacy.years', { count: months / 12 }) : t('Privacy.months', { count: months })
  return { text: `${t(`Privacy.${form}`, { kept })} ${collects}`, own: false }
}

/** An office-built form's items: its questions' labels, but the declarations, which hold no one's data. */
function officeFormItems(questions: readonly StoredQuestion[] | null | undefined, locale: Locale): string {
  return (questions ?? [])
    .filter((q) => q.blockType !== 'declaration')
    .map((q) => wordsIn(q.label, locale).trim())
    .filter(Boolean)
    .join(locale === 'ml' ? ', ' : '; ')
}

/** What a form the school built tells its visitor of their data: the form's own words in `locale`, else the standard notice. */
export function officeFormNotice(
  form: {
    title: Words
    privacyNotice?: Words
    retentionMonths?: number | null
    fields?: readonly StoredQuestion[] | null
  },
  locale: Locale,
): string {
  const t = translator(locale)
  const items = officeFormItems(form.fields, locale)
  const collects = items ? ` ${t('Privacy.collects', { items })}` : ''
  const own = typeof form.privacyNotice === 'string' ? form.privacyNotice : form.privacyNotice?.[locale]
  if (own?.trim()) return own.trim() + collects
  const months = form.retentionMonths || DEFAULT_FORM_RETENTION_MONTHS
  const kept = months % 12 === 0 ? t('Privacy.years', { count: months / 12 }) : t('Privacy.months', { count: months })
  return t('Privacy.officeForm', { title: wordsIn(form.title, locale), kept }) + collects
}
