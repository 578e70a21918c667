import type { Locale } from '@/i18n/locales.mjs'

import type { AdmissionStatus } from './pipeline'

export type MailTemplate = { subject: string; body: string }

/** The words a template may hold, each filled from the application (unknown words stay as typed). */
export const TEMPLATE_WORDS = ['child', 'number', 'class', 'year', 'date', 'slot', 'school', 'link'] as const
export type TemplateWord = (typeof TEMPLATE_WORDS)[number]

/**
 * The parents' mail at each step, as the school sends it until the office writes its own (the
 * session's Mails tab). {child} is the child's first name; {date} the interaction's day and time;
 * {link} the look-up in the first mail, the application's own page (its time to choose) after.
 */
export const DEFAULT_MAILS: Record<Locale, Record<AdmissionStatus, MailTemplate>> = {
  en: {
    registered: {
      subject: 'Application {number} received',
      body: 'Dear parent,\n\nThe school has received the application for {child} for {class} in {year}. Its number is {number}: please keep it.\n\nWith the number and {child}’s date of birth you can see where the application stands at any time: {link}\n\n{school}',
    },
    'interaction-scheduled': {
      subject: 'Interaction for {child} ({number})',
      body: 'Dear parent,\n\nThe school invites you and {child} for an interaction.\n{date} {slot}\n\nTo see the time, or to choose one of the times the school offers: {link}\n\nPlease bring {child}’s birth certificate and this mail’s application number, {number}.\n\n{school}',
    },
    offered: {
      subject: 'A seat for {child} in {class} ({number})',
      body: 'Dear parent,\n\nThe school is glad to offer {child} a seat in {class} for {year}. Please complete the admission at the school office with the documents the office lists.\n\nApplication number: {number}\n\n{school}',
    },
    admitted: {
      subject: '{child} is admitted to {class} ({number})',
      body: 'Dear parent,\n\n{child}’s admission to {class} for {year} is complete. Welcome to the school.\n\n{school}',
    },
    'wait-listed': {
      subject: 'Application {number}: on the waiting list',
      body: 'Dear parent,\n\nAll seats in {class} for {year} are taken for now, and {child}’s application is on the waiting list. The school will write to you if a seat becomes free.\n\n{school}',
    },
    declined: {
      subject: 'Application {number}',
      body: 'Dear parent,\n\nWe are sorry: the school could not offer {child} a seat in {class} for {year}. Thank you for your interest in the school.\n\n{school}',
    },
    withdrawn: {
      subject: 'Application {number} withdrawn',
      body: 'Dear parent,\n\nThe application for {child} ({number}) is withdrawn, as asked. Nothing more is needed.\n\n{school}',
    },
  },
  ml: {
    registered: {
      subject: 'അപേക്ഷ {number} ലഭിച്ചു',
      body: 'പ്രിയ രക്ഷിതാവേ,\n\n{year} വർഷം {class} പ്രവേശനത്തിനായി {child} എന്ന കുട്ടിയുടെ അപേക്ഷ സ്കൂളിന് ലഭിച്ചു. അപേക്ഷാ നമ്പർ {number}. ഇത് സൂക്ഷിച്ചുവയ്ക്കുക.\n\nഈ നമ്പറും കുട്ടിയുടെ ജനനത്തീയതിയും നൽകി അപേക്ഷയുടെ നില എപ്പോൾ വേണമെങ്കിലും അറിയാം: {link}\n\n{school}',
    },
    'interaction-scheduled': {
      subject: 'അഭിമുഖം: {child} ({number})',
      body: 'പ്രിയ രക്ഷിതാവേ,\n\n{child} എന്ന കുട്ടിയോടൊപ്പം അഭിമുഖത്തിന് സ്കൂൾ നിങ്ങളെ ക്ഷണിക്കുന്നു.\n{date} {slot}\n\nസമയം കാണാനോ സ്കൂൾ നൽകുന്ന സമയങ്ങളിൽ ഒന്ന് തിരഞ്ഞെടുക്കാനോ: {link}\n\nകുട്ടിയുടെ ജനന സർട്ടിഫിക്കറ്റും അപേക്ഷാ നമ്പറും ({number}) കൊണ്ടുവരിക.\n\n{school}',
    },
    offered: {
      subject: '{class} സീറ്റ്: {child} ({number})',
      body: 'പ്രിയ രക്ഷിതാവേ,\n\n{year} വർഷം {class} {child} എന്ന കുട്ടിക്ക് സീറ്റ് അനുവദിച്ചിരിക്കുന്നു. ഓഫീസ് അറിയിക്കുന്ന രേഖകളുമായി സ്കൂൾ ഓഫീസിലെത്തി പ്രവേശനം പൂർത്തിയാക്കുക.\n\nഅപേക്ഷാ നമ്പർ: {number}\n\n{school}',
    },
    admitted: {
      subject: 'പ്രവേശനം പൂർത്തിയായി: {child} ({number})',
      body: 'പ്രിയ രക്ഷിതാവേ,\n\n{year} വർഷം {class} {child} എന്ന കുട്ടിയുടെ പ്രവേശനം പൂർത്തിയായി. സ്കൂളിലേക്ക് സ്വാഗതം.\n\n{school}',
    },
    'wait-listed': {
      subject: 'അപേക്ഷ {number}: കാത്തിരിപ്പ് പട്ടികയിൽ',
      body: 'പ്രിയ രക്ഷിതാവേ,\n\n{year} വർഷത്തെ {class} സീറ്റുകൾ ഇപ്പോൾ നിറഞ്ഞതിനാൽ {child} എന്ന കുട്ടിയുടെ അപേക്ഷ കാത്തിരിപ്പ് പട്ടികയിലാണ്. സീറ്റ് ഒഴിവു വന്നാൽ സ്കൂൾ അറിയിക്കും.\n\n{school}',
    },
    declined: {
      subject: 'അപേക്ഷ {number}',
      body: 'പ്രിയ രക്ഷിതാവേ,\n\nക്ഷമിക്കണം, {year} വർഷം {class} {child} എന്ന കുട്ടിക്ക് സീറ്റ് അനുവദിക്കാൻ സ്കൂളിന് കഴിഞ്ഞില്ല. സ്കൂളിനോടുള്ള താൽപര്യത്തിന് നന്ദി.\n\n{school}',
    },
    withdrawn: {
      subject: 'അപേക്ഷ {number} പിൻവലിച്ചു',
      body: 'പ്രിയ രക്ഷിതാവേ,\n\nആവശ്യപ്പെട്ടതുപോലെ {child} എന്ന കുട്ടിയുടെ അപേക്ഷ ({number}) പിൻവലിച്ചു. മറ്റൊന്നും ചെയ്യേണ്ടതില്ല.\n\n{school}',
    },
  },
}

/** Where a step's template is kept in the session (`mails.interactionScheduled`): a field's name has no hyphen. */
export const mailKey = (status: AdmissionStatus) => status.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())

/** A template with its words filled in; a word the template names but the application lacks reads empty. */
export function fillTemplate(text: string, values: Partial<Record<TemplateWord, string>>): string {
  return (
    text
      .replace(/\{(\w+)\}/g, (whole, word: string) =>
        (TEMPLATE_WORDS as readonly string[]).includes(word) ? (values[word as TemplateWord] ?? '') : whole,
      )
      .replace(/[ \t]+\n/g, '\n')
      .replace(/[ \t]{2,}/g, ' ')
      // A line of words the application lacks (no time chosen yet) leaves no gap.
      .replace(/\n{3,}/g, '\n\n')
  )
}

/** The session's own template of a step in a language, where the office wrote one; the default otherwise. */
export function templateOf(
  stored: Record<string, { subject?: string | null; body?: string | null } | null | undefined> | null | undefined,
  status: AdmissionStatus,
  locale: Locale,
): MailTemplate {
  const own = stored?.[mailKey(status)]
  const fallback = DEFAULT_MAILS[locale][status]
  return { subject: own?.subject?.trim() || fallback.subject, body: own?.body?.trim() || fallback.body }
}
