import { LOCALE_NAMES_IN_ENGLISH, type Locale } from '@/i18n/locales.mjs'

/**
 * What a record's form tells the clerk about its languages: the one being written, how to reach
 * the other (`writing` runs on into the other language's name), and which language its main text
 * (`label`: "title", "message") is missing in, with what the site shows meanwhile. `otherWritten`
 * is null while the stored other language is still being read.
 *
 * `saveFirst`: a new record with something typed, which only saving keeps. Payload opens the other
 * language as a fresh form (its own Language menu loses what was typed; a link asks "Leave without
 * saving"), so the note says to save first and the name is no link; once saved it is one.
 */
export function languageNotes({
  editing,
  label,
  typed,
  otherWritten,
  saveFirst = false,
}: {
  editing: Locale
  label: string
  typed: boolean
  otherWritten: boolean | null
  saveFirst?: boolean
}): { writing: string; missing: string | null } {
  const other: Locale = editing === 'en' ? 'ml' : 'en'
  const writing = saveFirst
    ? `You are writing the ${LOCALE_NAMES_IN_ENGLISH[editing]} text. To write the ${LOCALE_NAMES_IN_ENGLISH[other]} too, save first, then choose`
    : `You are writing the ${LOCALE_NAMES_IN_ENGLISH[editing]} text. For the ${LOCALE_NAMES_IN_ENGLISH[other]}, choose`
  const missing =
    otherWritten === null
      ? null
      : typed && !otherWritten
        ? `No ${LOCALE_NAMES_IN_ENGLISH[other]} ${label} yet: the ${LOCALE_NAMES_IN_ENGLISH[other]} site will show the ${LOCALE_NAMES_IN_ENGLISH[editing]} one.`
        : !typed && otherWritten
          ? `No ${LOCALE_NAMES_IN_ENGLISH[editing]} ${label} yet: the ${LOCALE_NAMES_IN_ENGLISH[editing]} site will show the ${LOCALE_NAMES_IN_ENGLISH[other]} one.`
          : !typed
            ? `Write the ${label} in English or in Malayalam: the record needs one of them to be published.`
            : null
  return { writing, missing }
}
