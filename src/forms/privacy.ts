/**
 * What each form's visitor is told about their data (DPDP Act 2023: what is collected, why, how
 * long it is kept, whom to ask), and how long each inbox keeps it by default. The school may
 * change both in /admin (Schools → Privacy); this is the one place for the defaults.
 */
export const RETENTION = {
  'contact-messages': { field: 'contactMonths', label: 'Contact messages', noun: 'contact messages', months: 12 },
  'career-applications': {
    field: 'careerMonths',
    label: 'Career applications (with their CVs)',
    noun: 'career applications with their CVs',
    months: 12,
  },
  'admission-registrations': {
    field: 'admissionMonths',
    label: 'Admission registrations',
    noun: 'admission registrations',
    months: 24,
  },
  'tc-requests': { field: 'tcMonths', label: 'TC look-ups', noun: 'TC look-ups', months: 6 },
} as const

export type Inbox = keyof typeof RETENTION

/** "12 months" reads as "1 year" to a parent. */
export function keptFor(months: number) {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`
  return months === 1 ? '1 month' : `${months} months`
}

/** How many days the school takes to answer a privacy request or complaint: its own figure, within the DPDP Rules' 90 (rule 14(3)). */
export const GRIEVANCE_DAYS = { default: 30, most: 90 } as const

/** How long a form the school built keeps its replies when the office says nothing else. */
export const DEFAULT_FORM_RETENTION_MONTHS = 12

/** An address whose subscription was never confirmed is forgotten after this many days. */
export const UNCONFIRMED_DAYS = 7

/** A phone that has had no notification for this many months is forgotten (its owner likely changed phones). */
export const UNUSED_PHONE_MONTHS = 12

export const PRIVACY_FORMS = {
  contact: {
    label: 'Contact form',
    inbox: 'contact-messages',
    text: (kept: string) =>
      `We use your name, e-mail address, phone number and message only to answer you. Only the school's staff can read them; we keep them for ${kept} and then delete them.`,
  },
  career: {
    label: 'Career form',
    inbox: 'career-applications',
    text: (kept: string) =>
      `We use the details and the CV you send only to consider you for a post at the school. Only the school's staff can read them; we keep them for ${kept} and then delete them, CV included.`,
  },
  admission: {
    label: 'Admission form',
    inbox: 'admission-registrations',
    text: (kept: string) =>
      `We use your child's and your family's details only for admission to Class 1. Only the school's staff can read them, and the Aadhaar number is stored encrypted; we keep them for ${kept} and then delete them.`,
  },
  tc: {
    label: 'TC form',
    inbox: 'tc-requests',
    text: (kept: string) =>
      `We use the admission number and name you enter only to find the transfer certificate, and keep a record of the look-up for ${kept}.`,
  },
  // Kept while the parent stays subscribed, so no retention period: the notice says when it goes.
  subscribe: {
    label: 'Subscribe form',
    inbox: undefined,
    text: () =>
      `We use your e-mail address, or your phone's notification address, only to send you the school's news you chose. Only the school's staff can see it; every mail has a link to change your choices or leave, and the address is deleted when you leave, or after ${UNCONFIRMED_DAYS} days if you never confirm it. A phone is forgotten when you turn its alerts off, or after ${UNUSED_PHONE_MONTHS} months without one.`,
  },
  // A request about one's data is kept as the record that it was answered, so no retention period.
  privacyRequest: {
    label: 'Privacy request form',
    inbox: undefined,
    text: () =>
      `We use your name, e-mail address, phone number and request only to answer it, and keep them as the record that we did, as the law asks. Only the school's staff can read them.`,
  },
} as const satisfies Record<string, { label: string; inbox: Inbox | undefined; text: (kept: string) => string }>

export type PrivacyForm = keyof typeof PRIVACY_FORMS

/**
 * The standard notice of a form the office built (collections/Forms), where its own words are not
 * given: what it is for is its title, and it is kept for the form's own period.
 */
export const OFFICE_FORM_NOTICE = (title: string, kept: string) =>
  `We use your answers only for “${title}”. Only the school's staff can read them; we keep them for ${kept} and then delete them, with any files you sent.`

/** The notice versions' name for the office-built forms (beside PRIVACY_FORMS' own). */
export const OFFICE_FORM_NOTICES = 'office-form'

export type SchoolPrivacy = {
  email?: string | null
  retention?: Partial<Record<(typeof RETENTION)[Inbox]['field'], number | null>> | null
  privacyNotices?: Partial<Record<PrivacyForm, string | null>> | null
}

/** How long the school keeps a form's submissions, in months; none for a form kept until its sender leaves. */
export function formRetentionMonths(school: Pick<SchoolPrivacy, 'retention'>, form: PrivacyForm): number | undefined {
  const inbox = PRIVACY_FORMS[form].inbox
  return inbox ? retentionMonths(school, inbox) : undefined
}

/** How long the school keeps an inbox's submissions, in months: its own period or the default. */
export function retentionMonths(school: Pick<SchoolPrivacy, 'retention'>, inbox: Inbox) {
  const rule = RETENTION[inbox]
  return Number(school.retention?.[rule.field]) || rule.months
}
