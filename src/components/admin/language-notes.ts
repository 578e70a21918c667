import type { Locale } from '@/i18n/locales.mjs'

/** The languages as the admin's English names them. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ml: 'Malayalam' }

/**
 * What a record's form tells the clerk about its languages: the one being written, and which
 * language its main text (`label`: "title", "message") is missing in, with what the site shows
 * meanwhile. `otherWritten` is null while the stored other language is still being read.
 */
export function languageNotes({
  editing,
  label,
  typed,
  otherWritten,
}: {
  editing: Locale
  label: string
  typed: boolean
  otherWritten: boolean | null
}): { writing: string; missing: string | null } {
  const other: Locale = editing === 'en' ? 'ml' : 'en'
  const writing = `You are writing the ${LANGUAGE_NAMES[editing]} text. For the ${LANGUAGE_NAMES[other]}, choose`
  const missing =
    otherWritten === null
      ? null
      : typed && !otherWritten
        ? `No ${LANGUAGE_NAMES[other]} ${label} yet: the ${LANGUAGE_NAMES[other]} site will show the ${LANGUAGE_NAMES[editing]} one.`
        : !typed && otherWritten
          ? `No ${LANGUAGE_NAMES[editing]} ${label} yet: the ${LANGUAGE_NAMES[editing]} site will show the ${LANGUAGE_NAMES[other]} one.`
          : !typed
            ? `Write the ${label} in English or in Malayalam: the record needs one of them to be published.`
            : null
  return { writing, missing }
}
