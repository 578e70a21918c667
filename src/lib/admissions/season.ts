/*
 * src/lib/admissions: an admission season as the office runs it: which classes take registrations
 * now and on what rule (this file), the number each application gets (application-number), the
 * office's pipeline of statuses (pipeline), and the session the site shows (queries).
 */
import { CIRCULAR_CLASSES, type CircularClass } from '@/collections/Circulars/categories'
import type { Locale } from '@/i18n/locales.mjs'

import { keralaIsoDate, longDate } from '../content/format'

/** The classes a school admits to, named as its circulars name them. */
export const ADMISSION_CLASSES = CIRCULAR_CLASSES
export type AdmissionClass = CircularClass

/** A session's year as the school's notice writes it: "2026-27". */
export const SESSION_YEAR = /^(\d{4})-(\d{2})$/

/** Why `year` is no session's year (the second year must follow the first), or nothing. */
export function sessionYearProblem(year: unknown): string | undefined {
  const m = typeof year === 'string' ? SESSION_YEAR.exec(year.trim()) : null
  if (!m || (Number(m[1]) + 1) % 100 !== Number(m[2]))
    return 'Write the year as the notice does: 2026-27 (the second year follows the first).'
  return undefined
}

/** "2026-2027": the year as SPEC's form title writes it ("Admission to Std I 2025-2026"). */
export function sessionInFull(year: string): string {
  const m = SESSION_YEAR.exec(year)
  return m ? `${m[1]}-${Number(m[1]) + 1}` : year
}

/** "2025-26" from the old setting's "2025-2026" (or a year already written so). */
export function sessionYearOf(text: string): string {
  const m = /^(\d{4})\s*-\s*(\d{2}|\d{4})$/.exec(text.trim())
  return m ? `${m[1]}-${m[2].slice(-2)}` : text.trim()
}

/** One class's registration in a session, as the office sets it. */
export type ClassRow = {
  class: AdmissionClass
  open?: boolean | null
  opensAt?: string | null
  closesAt?: string | null
  seats?: number | null
  minAge?: number | null
  maxAge?: number | null
  ageOn?: string | null
  feeNote?: string | null
}

export type ClassState =
  | { kind: 'open'; until?: string }
  | { kind: 'not-yet'; opensAt?: string }
  | { kind: 'closed'; closedOn?: string }
  | { kind: 'full' }

/**
 * Whether a class takes registrations today (Kerala's day: it opens at the start of its first day
 * and closes at the end of its last), and if not, why. A class is full once as many children are
 * admitted as it has seats.
 */
export function classState(row: ClassRow, admitted: number, now = new Date()): ClassState {
  const today = keralaIsoDate(now)
  const day = (iso?: string | null) => (iso ? keralaIsoDate(new Date(iso)) : '')
  if (row.closesAt && today > day(row.closesAt)) return { kind: 'closed', closedOn: row.closesAt }
  if (!row.open)
    return { kind: row.opensAt && today < day(row.opensAt) ? 'not-yet' : 'closed', opensAt: row.opensAt ?? undefined }
  if (row.opensAt && today < day(row.opensAt)) return { kind: 'not-yet', opensAt: row.opensAt }
  if (row.seats && admitted >= row.seats) return { kind: 'full' }
  return { kind: 'open', until: row.closesAt ?? undefined }
}

/** Whole years of a child born on `dob` (YYYY-MM-DD) on the day `on` (YYYY-MM-DD). */
export function ageOn(dob: string, on: string): number {
  const [by, bm, bd] = dob.split('-').map(Number)
  const [y, m, d] = on.split('-').map(Number)
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** Classes as Malayalam says them: "മൂന്നാം ക്ലാസ്" (the third class), not the Roman numeral. */
const CLASS_NAME_ML: Record<AdmissionClass, string> = {
  'Pre-primary': 'പ്രീ-പ്രൈമറി',
  I: 'ഒന്നാം ക്ലാസ്',
  II: 'രണ്ടാം ക്ലാസ്',
  III: 'മൂന്നാം ക്ലാസ്',
  IV: 'നാലാം ക്ലാസ്',
  V: 'അഞ്ചാം ക്ലാസ്',
  VI: 'ആറാം ക്ലാസ്',
  VII: 'ഏഴാം ക്ലാസ്',
  VIII: 'എട്ടാം ക്ലാസ്',
  IX: 'ഒമ്പതാം ക്ലാസ്',
  X: 'പത്താം ക്ലാസ്',
  XI: 'പതിനൊന്നാം ക്ലാസ്',
  XII: 'പന്ത്രണ്ടാം ക്ലാസ്',
}

/** "Class III" ("മൂന്നാം ക്ലാസ്"), "Pre-primary". */
export function className(cls: AdmissionClass, locale: Locale): string {
  if (locale === 'ml') return CLASS_NAME_ML[cls]
  return cls === 'Pre-primary' ? cls : `Class ${cls}`
}

/** The classes a registration is for, as its title names them: "Std I", "Std I or Std III". */
export const stdNames = (classes: readonly AdmissionClass[], locale: Locale) =>
  new Intl.ListFormat(locale, { type: 'disjunction' }).format(
    (classes.length ? classes : ['I' as const]).map((c) => stdName(c, locale)),
  )

/** The class as SPEC's form title names it: "Std I" ("ഒന്നാം ക്ലാസ്"). */
export function stdName(cls: AdmissionClass, locale: Locale): string {
  return locale === 'en' && cls !== 'Pre-primary' ? `Std ${cls}` : className(cls, locale)
}

/** What a visitor is told of a class's registration and its rules, in their language. */
export const SEASON_MESSAGES = {
  en: {
    open: (until?: string) => (until ? `Open until ${until}` : 'Open'),
    notYet: (cls: string, on?: string) =>
      on ? `Registration for ${cls} opens on ${on}.` : `Registration for ${cls} is not open yet.`,
    closed: (cls: string, on?: string) =>
      on ? `Registration for ${cls} closed on ${on}.` : `Registration for ${cls} is closed.`,
    full: (cls: string, year: string) => `All seats in ${cls} for ${year} are filled.`,
    age: (cls: string, on: string, min?: number | null, max?: number | null) =>
      min != null && max != null
        ? `For ${cls} the child must be ${min} to ${max} years old on ${on}.`
        : min != null
          ? `For ${cls} the child must be at least ${min} years old on ${on}.`
          : `For ${cls} the child must be at most ${max} years old on ${on}.`,
    chooseClass: 'Choose a class that is open for registration.',
  },
  ml: {
    open: (until?: string) => (until ? `${until} വരെ രജിസ്റ്റർ ചെയ്യാം` : 'രജിസ്റ്റർ ചെയ്യാം'),
    notYet: (cls: string, on?: string) =>
      on ? `${cls} രജിസ്ട്രേഷൻ ${on}-ന് ആരംഭിക്കും.` : `${cls} രജിസ്ട്രേഷൻ ആരംഭിച്ചിട്ടില്ല.`,
    closed: (cls: string, on?: string) =>
      on ? `${cls} രജിസ്ട്രേഷൻ ${on}-ന് അവസാനിച്ചു.` : `${cls} രജിസ്ട്രേഷൻ ഇപ്പോൾ നടക്കുന്നില്ല.`,
    full: (cls: string, year: string) => `${year} വർഷത്തെ ${cls} സീറ്റുകളെല്ലാം നിറഞ്ഞു.`,
    age: (cls: string, on: string, min?: number | null, max?: number | null) =>
      min != null && max != null
        ? `${cls} പ്രവേശനത്തിന് ${on}-ന് കുട്ടിക്ക് ${min} മുതൽ ${max} വരെ വയസ്സ് ആയിരിക്കണം.`
        : min != null
          ? `${cls} പ്രവേശനത്തിന് ${on}-ന് കുട്ടിക്ക് കുറഞ്ഞത് ${min} വയസ്സ് തികഞ്ഞിരിക്കണം.`
          : `${cls} പ്രവേശനത്തിന് ${on}-ന് കുട്ടിക്ക് ${max} വയസ്സിൽ കൂടരുത്.`,
    chooseClass: 'രജിസ്ട്രേഷൻ നടക്കുന്ന ഒരു ക്ലാസ് തിരഞ്ഞെടുക്കുക.',
  },
} as const

/** The sentence a class's state reads as, with its dates in the visitor's language. */
export function stateText(row: ClassRow, state: ClassState, year: string, locale: Locale): string {
  const say = SEASON_MESSAGES[locale]
  const cls = className(row.class, locale)
  switch (state.kind) {
    case 'open':
      return say.open(state.until && longDate(state.until, locale))
    case 'not-yet':
      return say.notYet(cls, state.opensAt && longDate(state.opensAt, locale))
    case 'closed':
      return say.closed(cls, state.closedOn && longDate(state.closedOn, locale))
    case 'full':
      return say.full(cls, year)
  }
}

/** The class's age rule as a sentence ("…at least 5 years old on 31 March 2026."), or nothing. */
export function ageRule(row: ClassRow, locale: Locale): string | undefined {
  if ((row.minAge == null && row.maxAge == null) || !row.ageOn) return undefined
  return SEASON_MESSAGES[locale].age(className(row.class, locale), longDate(row.ageOn, locale), row.minAge, row.maxAge)
}

/** The rule's sentence when a child born on `dob` is outside it; nothing when inside or there is no rule. */
export function ageRuleProblem(row: ClassRow, dob: string, locale: Locale): string | undefined {
  const rule = ageRule(row, locale)
  if (!rule) return undefined
  const age = ageOn(dob, keralaIsoDate(new Date(row.ageOn!)))
  const young = row.minAge != null && age < row.minAge
  const old = row.maxAge != null && age > row.maxAge
  return young || old ? rule : undefined
}
