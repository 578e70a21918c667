import type { Locale } from '@/i18n/locales.mjs'

/**
 * What an office-built form (collections/Forms) says to its visitor, in both of the site's
 * languages. Every message about a field names the field by its label in the page's language, so
 * a parent who reads only the message under the form's status line still knows which answer to
 * mend. Functions, not catalogue entries: the form's own schema runs in the browser as well
 * (forms/office-form.ts), and it needs them without next-intl.
 */
export type OfficeFormMessages = {
  required: (label: string) => string
  tooLong: (label: string, max: number) => string
  email: (label: string) => string
  phone: (label: string) => string
  number: (label: string) => string
  atLeast: (label: string, min: number) => string
  atMost: (label: string, max: number) => string
  date: (label: string) => string
  notBefore: (label: string, day: string) => string
  notAfter: (label: string, day: string) => string
  choice: (label: string) => string
  declaration: (label: string) => string
  /** The declaration a form about a child ends with (DPDP Rules, rule 10: a parent, and an adult). */
  guardian: string
  fileType: (label: string, types: string) => string
  fileSize: (label: string, megabytes: number) => string
  slotTaken: (label: string) => string
  onlyIf: (question: string, answers: string) => string
  or: string
  full: string
  isFull: string
  gone: string
  notOpen: (when: string) => string
  closed: (when: string) => string
  closesAt: (when: string) => string
  placesLeft: (left: number) => string
  sentBefore: { email: string; phone: string }
  received: string
  reply: {
    heading: (title: string) => string
    mailSubject: (title: string) => string
    mailLink: string
    booked: (label: string) => string
    cancel: string
    cancelled: string
    change: string
    changed: (label: string) => string
    noneFree: string
    closedNow: string
    badLink: string
  }
  tick: string
  choose: string
  submit: string
}

export const OFFICE_FORM_MESSAGES: Record<Locale, OfficeFormMessages> = {
  en: {
    required: (label) => `${label} is required.`,
    tooLong: (label, max) => `${label}: at most ${max} characters, please.`,
    email: (label) => `${label}: enter a whole e-mail address, like name@example.com.`,
    phone: (label) => `${label}: enter a 10-digit mobile number.`,
    number: (label) => `${label}: enter a number.`,
    atLeast: (label, min) => `${label} must be at least ${min}.`,
    atMost: (label, max) => `${label} must be at most ${max}.`,
    date: (label) => `${label}: enter a date.`,
    notBefore: (label, day) => `${label} cannot be before ${day}.`,
    notAfter: (label, day) => `${label} cannot be after ${day}.`,
    choice: (label) => `${label}: choose one of the answers given.`,
    declaration: (label) => `Please tick “${label}”.`,
    guardian: 'I am this child’s parent or lawful guardian, and I am 18 years old or more.',
    fileType: (label, types) => `${label}: only ${types} files, please.`,
    fileSize: (label, megabytes) => `${label}: the file must be ${megabytes} MB or smaller.`,
    slotTaken: (label) =>
      `${label}: the time you chose was taken by someone else a moment ago. Please choose another; the rest of your answers are kept.`,
    onlyIf: (question, answers) => `Only if “${question}” is ${answers}.`,
    or: ' or ',
    full: 'All places on this form are taken. Nothing was saved.',
    isFull: 'All places on this form are taken.',
    gone: 'This form is no longer on the site. Nothing was saved.',
    notOpen: (when) => `This form opens on ${when}.`,
    closed: (when) => `This form closed on ${when}.`,
    closesAt: (when) => `Open until ${when}.`,
    placesLeft: (left) => (left === 1 ? '1 place left' : `${left} places left`),
    sentBefore: {
      email: 'A reply with this e-mail address has already been received. Each address may send this form once.',
      phone: 'A reply with this phone number has already been received. Each number may send this form once.',
    },
    received: 'Thank you. Your reply has been received.',
    reply: {
      heading: (title) => `Your reply to “${title}”`,
      mailSubject: (title) => `${title}: your reply has been received`,
      mailLink: 'To cancel your reply, or to change the time you booked, open:',
      booked: (label) => `Time booked: ${label}`,
      cancel: 'Cancel my reply',
      cancelled: 'Your reply has been cancelled. The school will not count it.',
      change: 'Change the time',
      changed: (label) => `Done. Your time is now ${label}.`,
      noneFree: 'No other time is free now.',
      closedNow: 'The form has closed: your reply can no longer be changed here. Please contact the school.',
      badLink: 'This link does not lead to a reply. Open the whole link from your confirmation mail.',
    },
    tick: 'Tick all that apply.',
    choose: 'Choose…',
    submit: 'Submit',
  },
  ml: {
    required: (label) => `${label} നൽകണം.`,
    tooLong: (label, max) => `${label}: പരമാവധി ${max} അക്ഷരങ്ങൾ.`,
    email: (label) => `${label}: name@example.com പോലെ പൂർണ്ണമായ ഇ-മെയിൽ വിലാസം നൽകുക.`,
    phone: (label) => `${label}: 10 അക്കമുള്ള മൊബൈൽ നമ്പർ നൽകുക.`,
    number: (label) => `${label}: ഒരു സംഖ്യ നൽകുക.`,
    atLeast: (label, min) => `${label} കുറഞ്ഞത് ${min} ആയിരിക്കണം.`,
    atMost: (label, max) => `${label} പരമാവധി ${max} ആയിരിക്കണം.`,
    date: (label) => `${label}: ഒരു തീയതി നൽകുക.`,
    notBefore: (label, day) => `${label} ${day}-ന് മുമ്പാകരുത്.`,
    notAfter: (label, day) => `${label} ${day}-ന് ശേഷമാകരുത്.`,
    choice: (label) => `${label}: നൽകിയിട്ടുള്ളവയിൽ ഒന്ന് തിരഞ്ഞെടുക്കുക.`,
    declaration: (label) => `“${label}” എന്നതിൽ ടിക്ക് ചെയ്യുക.`,
    guardian: 'ഞാൻ ഈ കുട്ടിയുടെ മാതാവോ പിതാവോ നിയമപരമായ രക്ഷാകർത്താവോ ആണ്; എനിക്ക് 18 വയസ്സോ അതിൽ കൂടുതലോ ഉണ്ട്.',
    fileType: (label, types) => `${label}: ${types} ഫയലുകൾ മാത്രം.`,
    fileSize: (label, megabytes) => `${label}: ഫയൽ ${megabytes} MB-യിൽ കൂടരുത്.`,
    slotTaken: (label) =>
      `${label}: നിങ്ങൾ തിരഞ്ഞെടുത്ത സമയം അൽപം മുമ്പ് മറ്റൊരാൾ എടുത്തു. മറ്റൊന്ന് തിരഞ്ഞെടുക്കുക; ബാക്കി ഉത്തരങ്ങൾ അതേപടിയുണ്ട്.`,
    onlyIf: (question, answers) => `“${question}” ${answers} ആണെങ്കിൽ മാത്രം.`,
    or: ' അല്ലെങ്കിൽ ',
    full: 'ഈ ഫോമിലെ എല്ലാ സ്ഥാനങ്ങളും നിറഞ്ഞു. ഒന്നും സേവ് ചെയ്തിട്ടില്ല.',
    isFull: 'ഈ ഫോമിലെ എല്ലാ സ്ഥാനങ്ങളും നിറഞ്ഞു.',
    gone: 'ഈ ഫോം ഇപ്പോൾ സൈറ്റിൽ ഇല്ല. ഒന്നും സേവ് ചെയ്തിട്ടില്ല.',
    notOpen: (when) => `ഈ ഫോം ${when}-ന് തുറക്കും.`,
    closed: (when) => `ഈ ഫോം ${when}-ന് അടച്ചു.`,
    closesAt: (when) => `${when} വരെ തുറന്നിരിക്കും.`,
    placesLeft: (left) => `${left} സ്ഥാനം ബാക്കി`,
    sentBefore: {
      email: 'ഈ ഇ-മെയിൽ വിലാസത്തിൽ നിന്ന് ഒരു മറുപടി ഇതിനകം ലഭിച്ചിട്ടുണ്ട്. ഒരു വിലാസത്തിൽ നിന്ന് ഒരിക്കൽ മാത്രം.',
      phone: 'ഈ ഫോൺ നമ്പറിൽ നിന്ന് ഒരു മറുപടി ഇതിനകം ലഭിച്ചിട്ടുണ്ട്. ഒരു നമ്പറിൽ നിന്ന് ഒരിക്കൽ മാത്രം.',
    },
    received: 'നന്ദി. നിങ്ങളുടെ മറുപടി ലഭിച്ചു.',
    reply: {
      heading: (title) => `“${title}” എന്നതിന് നിങ്ങൾ നൽകിയ മറുപടി`,
      mailSubject: (title) => `${title}: നിങ്ങളുടെ മറുപടി ലഭിച്ചു`,
      mailLink: 'മറുപടി റദ്ദാക്കാനോ ബുക്ക് ചെയ്ത സമയം മാറ്റാനോ ഈ ലിങ്ക് തുറക്കുക:',
      booked: (label) => `ബുക്ക് ചെയ്ത സമയം: ${label}`,
      cancel: 'എന്റെ മറുപടി റദ്ദാക്കുക',
      cancelled: 'നിങ്ങളുടെ മറുപടി റദ്ദാക്കി. സ്കൂൾ ഇനി അത് കണക്കിലെടുക്കില്ല.',
      change: 'സമയം മാറ്റുക',
      changed: (label) => `ശരി. നിങ്ങളുടെ സമയം ഇപ്പോൾ ${label}.`,
      noneFree: 'ഇപ്പോൾ മറ്റൊരു സമയവും ഒഴിവില്ല.',
      closedNow: 'ഫോം അടച്ചു: മറുപടി ഇനി ഇവിടെ മാറ്റാനാകില്ല. ദയവായി സ്കൂളുമായി ബന്ധപ്പെടുക.',
      badLink: 'ഈ ലിങ്ക് ഒരു മറുപടിയിലേക്കും നയിക്കുന്നില്ല. സ്ഥിരീകരണ മെയിലിലെ ലിങ്ക് പൂർണ്ണമായി തുറക്കുക.',
    },
    tick: 'ബാധകമായവയെല്ലാം ടിക്ക് ചെയ്യുക.',
    choose: 'തിരഞ്ഞെടുക്കുക…',
    submit: 'സമർപ്പിക്കുക',
  },
}
