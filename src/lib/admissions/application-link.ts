import { localePath, type Locale } from '@/i18n/locales.mjs'
import { signedIds } from '@/lib/platform/signed-id'

const applications = signedIds('admission-application')

/**
 * The application's own page (`/AdmissionStatus/{id}.{signature}`), reached only by the signed link
 * in the parents' mails after the first: its step, and the interaction times to choose from.
 */
export const applicationPath = (id: number | string, locale: Locale) =>
  localePath(locale, `/AdmissionStatus/${applications.token(id)}`)

/** The application a link's token names, when it is genuine. */
export const verifyApplicationToken = applications.verify
