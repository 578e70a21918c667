import { GRIEVANCE_DAYS } from '@/forms/privacy'
import type { Locale } from '@/i18n/locales.mjs'
import type { School } from '@/payload-types'

/** Who answers questions and complaints about personal data, as every page and form names them. */
export type GrievanceContact = { name?: string; role: string; email: string; phone: string; days: number }

const PRINCIPAL: Record<Locale, string> = { en: 'Principal', ml: 'പ്രിൻസിപ്പൽ' }

/**
 * The school's grievance officer (DPDP Rules 9 and 14): its own where the office named one, else
 * the Principal at the school's own e-mail and phone, so that no page is without a contact.
 */
export function grievanceContact(
  school: Pick<School, 'email' | 'phone' | 'grievanceOfficer'>,
  locale: Locale,
): GrievanceContact {
  const officer = school.grievanceOfficer
  const designation = officer?.designation as string | Partial<Record<Locale, string>> | null | undefined
  const role = (typeof designation === 'object' ? designation?.[locale] : designation)?.trim()
  return {
    name: officer?.name?.trim() || undefined,
    role: role || PRINCIPAL[locale],
    email: officer?.email?.trim() || school.email,
    phone: officer?.phone?.trim() || school.phone,
    days: Math.min(GRIEVANCE_DAYS.most, Number(officer?.answerDays) || GRIEVANCE_DAYS.default),
  }
}

/** "Principal" or "Fr. Joseph Mathew (Principal)": the officer as a sentence names them. */
export const officerName = (contact: GrievanceContact) =>
  contact.name ? `${contact.name} (${contact.role})` : contact.role
