import type { Locale } from '@/i18n/locales.mjs'

import type { PrivacyForm } from './privacy'

/**
 * The personal data each of the site's forms collects, item by item (DPDP Rules, rule 3(a): an
 * itemised description), in both languages: each item names the form's fields it covers, and a
 * test holds every field of each form's schema to one item, so a field added to a form without
 * being named in its notice fails the suite. A notice shows them after its words (privacyText),
 * and each notice version keeps them.
 */
type Item = { fields: readonly string[] } & Record<Locale, string>

const item = (fields: readonly string[], en: string, ml: string): Item => ({ fields, en, ml })

const NAME = item(['name'], 'your name', 'നിങ്ങളുടെ പേര്')
const EMAIL = item(['email'], 'e-mail address', 'ഇ-മെയിൽ വിലാസം')
const PHONE = item(['phone'], 'phone number', 'ഫോൺ നമ്പർ')

export const PRIVACY_ITEMS: Record<PrivacyForm, readonly Item[]> = {
  contact: [NAME, EMAIL, PHONE, item(['subject', 'message'], 'your message and its subject', 'സന്ദേശവും അതിന്റെ വിഷയവും')],
  career: [
    item(['name', 'dob', 'fatherName'], 'your name, date of birth and father’s name', 'പേര്, ജനനത്തീയതി, പിതാവിന്റെ പേര്'),
    item(['address', 'email', 'phone'], 'address, e-mail address and phone number', 'വിലാസം, ഇ-മെയിൽ വിലാസം, ഫോൺ നമ്പർ'),
    item(
      ['qualification1', 'school1', 'profession', 'experience', 'mailType', 'howKnow1'],
      'qualifications, present school and post, experience and the post applied for',
      'യോഗ്യതകൾ, ഇപ്പോഴത്തെ സ്കൂളും തസ്തികയും, പ്രവൃത്തിപരിചയം, അപേക്ഷിക്കുന്ന തസ്തിക',
    ),
    item(['cv'], 'your CV', 'ബയോഡാറ്റ (CV)'),
  ],
  admission: [
    item(
      ['class', 'name', 'gender', 'dob', 'religion', 'category'],
      'the child’s name, class applied for, gender, date of birth, religion and category',
      'കുട്ടിയുടെ പേര്, അപേക്ഷിക്കുന്ന ക്ലാസ്, ലിംഗം, ജനനത്തീയതി, മതം, വിഭാഗം',
    ),
    item(['aadharCardDetails'], 'the child’s Aadhaar number, if given', 'കുട്ടിയുടെ ആധാർ നമ്പർ (നൽകിയാൽ)'),
    item(['address', 'address1', 'phone2'], 'the family’s address and phone number', 'കുടുംബത്തിന്റെ വിലാസവും ഫോൺ നമ്പറും'),
    item(
      ['fatherName', 'profession', 'phone', 'email', 'motherName', 'profession1', 'phone1', 'email1'],
      'the father’s and mother’s names, occupations, phone numbers and e-mail addresses',
      'അച്ഛന്റെയും അമ്മയുടെയും പേര്, തൊഴിൽ, ഫോൺ നമ്പർ, ഇ-മെയിൽ വിലാസം',
    ),
    item(['hasSiblings', 'siblings'], 'brothers and sisters in the school', 'സ്കൂളിൽ പഠിക്കുന്ന സഹോദരങ്ങൾ'),
  ],
  tc: [item(['admission', 'name'], 'the student’s admission number and name', 'വിദ്യാർഥിയുടെ അഡ്മിഷൻ നമ്പറും പേരും')],
  subscribe: [
    EMAIL,
    item(
      ['topics', 'classes', 'frequency', 'language'],
      'the news, classes, how often and language you choose',
      'തിരഞ്ഞെടുക്കുന്ന വാർത്തകൾ, ക്ലാസുകൾ, എത്ര ഇടവിട്ട്, ഭാഷ',
    ),
  ],
  privacyRequest: [
    NAME,
    EMAIL,
    PHONE,
    item(
      ['kind', 'about', 'childName', 'details'],
      'what you ask, and your child’s name if it is about your child',
      'നിങ്ങളുടെ അപേക്ഷ, കുട്ടിയെക്കുറിച്ചാണെങ്കിൽ കുട്ടിയുടെ പേര്',
    ),
  ],
}

/** A form's fields that are no personal data of anyone: the tick of its declaration. */
export const NOT_PERSONAL = ['declaration'] as const

/** "e-mail address; phone number" in `locale`: the items as a notice lists them. */
export const itemList = (items: readonly Record<Locale, string>[], locale: Locale) =>
  items.map((i) => i[locale]).join(locale === 'ml' ? ', ' : '; ')
