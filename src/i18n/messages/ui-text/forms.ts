import { DECLARATION } from '@/forms/admission-fields'
import { ADMISSION_CLOSED, ADMISSION_MESSAGES, ADMISSION_SUCCESS } from '@/forms/admission'
import { CAREER_MESSAGES, CAREER_SUCCESS } from '@/forms/career'
import { ACCESSIBILITY_MESSAGES, ACCESSIBILITY_SUCCESS } from '@/forms/accessibility'
import {
  PRIVACY_REQUEST_DECLARATION,
  PRIVACY_REQUEST_MESSAGES,
  PRIVACY_REQUEST_SUCCESS,
  REQUEST_KIND_LABELS,
} from '@/forms/privacy-request'
import { privacyRequestMl } from '../privacy-request'
import { CONTACT_MESSAGES, CONTACT_SUCCESS } from '@/forms/contact'
import { EMAIL_NOT_VALID } from '@/forms/fields'
import { RATE_LIMITED_MESSAGE, TRY_AGAIN_MESSAGE } from '@/forms/messages'
import { ADMISSION_CATEGORIES, GENDERS, POSTS_APPLIED } from '@/forms/options'
import { TC_MESSAGES, TC_NOT_FOUND, TC_REFUSALS } from '@/forms/tc-messages'
import { FREQUENCIES, FREQUENCY_LABELS, TOPIC_LABELS, TOPICS } from '@/collections/Subscriptions/choices'
import {
  CHOICES_SAVED,
  CONFIRMATION_NOT_SENT,
  LINK_GONE,
  MAIL_NOT_SET_UP,
  SUBSCRIBE_MESSAGES,
  SUBSCRIBE_SUCCESS,
} from '@/forms/subscribe'
import { UNKNOWN_SCHOOL } from '@/lib/site/unknown-school'

import { subscribeMl } from '../subscribe'

import type { TextTable } from '../../text-table'

/** Every text value of a message object, nested rows included, as literal types. */
type Texts<T> = T extends string
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends object
      ? Texts<T[keyof T]>
      : never

/** A table that has at least these English texts, but for those every form's table has. */
type Covers<K extends string> = Record<Exclude<K, keyof typeof common>, string> & Record<string, string>

/**
 * The forms' words in Malayalam, by their English (SPEC's words, where the forms and their
 * schemas keep them). The `satisfies` clauses make TypeScript refuse a table that leaves out one
 * of SPEC's messages or options; the labels are checked by the browser tests, which find no
 * English left on a Malayalam form.
 */
const common = {
  Submit: 'സമർപ്പിക്കുക',
  'Sending…': 'അയയ്ക്കുന്നു…',
  Remove: 'നീക്കം ചെയ്യുക',
  // Screen readers' names of a row's remove button: Malayalam puts the object first.
  'Remove {what}': '{what} നീക്കം ചെയ്യുക',
  'Leave this empty': 'ഇത് ഒഴിച്ചിടുക',
  Select: 'തിരഞ്ഞെടുക്കുക',
  Name: 'പേര്',
  Email: 'ഇമെയിൽ',
  Address: 'വിലാസം',
  'Date of Birth': 'ജനനത്തീയതി',
  Subject: 'വിഷയം',
  'At most {max} characters, please.': 'പരമാവധി {max} അക്ഷരങ്ങൾ മാത്രം.',
  [EMAIL_NOT_VALID]: 'ഇമെയിൽ വിലാസം ശരിയല്ല.',
  [RATE_LIMITED_MESSAGE]: 'ഈ കണക്ഷനിൽ നിന്ന് വളരെയധികം ഫോമുകൾ വന്നു. ദയവായി കുറച്ചു മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.',
  [TRY_AGAIN_MESSAGE]:
    'ക്ഷമിക്കണം, ഞങ്ങളുടെ ഭാഗത്തെ ഒരു തകരാർ കാരണം ഫോം അയയ്ക്കാനായില്ല. ഒന്നും സൂക്ഷിച്ചിട്ടില്ല. അൽപസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.',
} satisfies Record<typeof EMAIL_NOT_VALID | typeof RATE_LIMITED_MESSAGE | typeof TRY_AGAIN_MESSAGE, string> &
  Record<string, string>

const contact = {
  'Phone No.': 'ഫോൺ നമ്പർ',
  'Your Message': 'നിങ്ങളുടെ സന്ദേശം',
  [CONTACT_MESSAGES.name]: 'പേര് നൽകണം.',
  [CONTACT_MESSAGES.email]: 'ഇമെയിൽ നൽകണം.',
  [CONTACT_MESSAGES.phone]: 'ഫോൺ നമ്പർ നൽകണം.',
  [CONTACT_MESSAGES.subject]: 'വിഷയം നൽകണം.',
  [CONTACT_MESSAGES.message]: 'സന്ദേശം നൽകണം.',
  [CONTACT_SUCCESS]: 'നിങ്ങളുടെ സന്ദേശം ഞങ്ങൾക്ക് ലഭിച്ചു. നന്ദി!',
} satisfies Covers<Texts<typeof CONTACT_MESSAGES> | typeof CONTACT_SUCCESS>

const accessibility = {
  'Page that did not work (its address or name)': 'പ്രവർത്തിക്കാതിരുന്ന പേജ് (വിലാസമോ പേരോ)',
  'What did not work?': 'എന്താണ് പ്രവർത്തിക്കാതിരുന്നത്?',
  [ACCESSIBILITY_MESSAGES.problem]: 'എന്താണ് പ്രവർത്തിക്കാതിരുന്നത് എന്ന് അറിയിക്കുക.',
  [ACCESSIBILITY_SUCCESS]: 'നന്ദി. നിങ്ങളുടെ അറിയിപ്പ് സ്കൂൾ ഓഫീസിന് ലഭിച്ചു; ഓഫീസ് മറുപടി നൽകും.',
} satisfies Covers<
  Exclude<Texts<typeof ACCESSIBILITY_MESSAGES>, Texts<typeof CONTACT_MESSAGES>> | typeof ACCESSIBILITY_SUCCESS
>

const privacyRequest = {
  'What are you asking for?': 'എന്താണ് നിങ്ങളുടെ ആവശ്യം?',
  'Your name': 'നിങ്ങളുടെ പേര്',
  'Phone No.': 'ഫോൺ നമ്പർ',
  'Whose data is it?': 'ആരുടെ വിവരങ്ങളാണ്?',
  Mine: 'എന്റേത്',
  'My child’s': 'എന്റെ കുട്ടിയുടേത്',
  'Child’s name (if it is your child’s)': 'കുട്ടിയുടെ പേര് (കുട്ടിയുടേതാണെങ്കിൽ)',
  'What exactly are you asking for?': 'കൃത്യമായി എന്താണ് ആവശ്യപ്പെടുന്നത്?',
  'Tracking number': 'ട്രാക്കിങ് നമ്പർ',
  ...Object.fromEntries(
    Object.entries(REQUEST_KIND_LABELS).map(([kind, english]) => [
      english,
      privacyRequestMl.kinds[kind as keyof typeof REQUEST_KIND_LABELS],
    ]),
  ),
  [PRIVACY_REQUEST_DECLARATION]:
    'ഈ അപേക്ഷ എന്നെക്കുറിച്ചുള്ളതാണ്, അല്ലെങ്കിൽ ഇത് ആരെക്കുറിച്ചാണോ ആ കുട്ടിയുടെ രക്ഷിതാവോ നിയമപരമായ സംരക്ഷകനോ ആണ് ഞാൻ; എനിക്ക് പ്രായപൂർത്തിയായി.',
  [PRIVACY_REQUEST_MESSAGES.kind]: 'എന്താണ് ആവശ്യപ്പെടുന്നത് എന്ന് തിരഞ്ഞെടുക്കുക.',
  [PRIVACY_REQUEST_MESSAGES.about]: 'ആരുടെ വിവരങ്ങളാണെന്ന് പറയുക.',
  [PRIVACY_REQUEST_MESSAGES.childName]: 'കുട്ടിയുടെ പേര് നൽകുക.',
  [PRIVACY_REQUEST_MESSAGES.details]: 'എന്താണ് ആവശ്യപ്പെടുന്നത് എന്ന് എഴുതുക.',
  [PRIVACY_REQUEST_MESSAGES.declaration]: 'ദയവായി പ്രസ്താവന സ്ഥിരീകരിക്കുക.',
  [PRIVACY_REQUEST_SUCCESS]:
    'നിങ്ങളുടെ അപേക്ഷ ലഭിച്ചു. ട്രാക്കിങ് നമ്പർ സൂക്ഷിക്കുക; അപേക്ഷയുടെ നില അറിയാനുള്ള ലിങ്ക് സഹിതം അത് നിങ്ങളുടെ ഇമെയിലിലേക്ക് അയച്ചിട്ടുണ്ട്.',
} satisfies Covers<
  | Exclude<Texts<typeof PRIVACY_REQUEST_MESSAGES>, Texts<typeof CONTACT_MESSAGES>>
  | typeof PRIVACY_REQUEST_SUCCESS
  | typeof PRIVACY_REQUEST_DECLARATION
>

const posts = {
  English: 'ഇംഗ്ലീഷ്',
  Malayalam: 'മലയാളം',
  Hindi: 'ഹിന്ദി',
  // The names a CBSE school's applicants use (as കമ്പ്യൂട്ടർ സയൻസ് below), not the state textbooks'.
  Science: 'സയൻസ്',
  'Social Science': 'സോഷ്യൽ സയൻസ്',
  Mathematics: 'മാത്തമാറ്റിക്സ് (കണക്ക്)',
  Physics: 'ഫിസിക്സ്',
  Chemistry: 'കെമിസ്ട്രി',
  Biology: 'ബയോളജി',
  'Computer Science': 'കമ്പ്യൂട്ടർ സയൻസ്',
  Clerk: 'ക്ലാർക്ക്',
  'Menial staff': 'സഹായ ജീവനക്കാർ',
  'Primary Teacher': 'പ്രൈമറി ടീച്ചർ',
  'Physical Education': 'കായിക വിദ്യാഭ്യാസം',
  Counsellor: 'കൗൺസിലർ',
  Driver: 'ഡ്രൈവർ',
} satisfies Record<(typeof POSTS_APPLIED)[number], string>

const career = {
  ...posts,
  'Post Applied For': 'അപേക്ഷിക്കുന്ന തസ്തിക',
  'Select a post': 'തസ്തിക തിരഞ്ഞെടുക്കുക',
  'Contact Number': 'ഫോൺ നമ്പർ',
  'Father / Spouse Name': 'അച്ഛന്റെ / ജീവിതപങ്കാളിയുടെ പേര്',
  'Educational qualifications': 'വിദ്യാഭ്യാസ യോഗ്യതകൾ',
  'Qualification {n}': 'യോഗ്യത {n}',
  'qualification {n}': 'യോഗ്യത {n}',
  Qualification: 'യോഗ്യത',
  Marks: 'മാർക്ക്',
  Percentage: 'ശതമാനം',
  Institution: 'സ്ഥാപനം',
  'Add a qualification': 'ഒരു യോഗ്യത കൂടി ചേർക്കുക',
  'Present Institution': 'ഇപ്പോൾ ജോലി ചെയ്യുന്ന സ്ഥാപനം',
  Designation: 'ഇപ്പോഴത്തെ തസ്തിക',
  'Experience (Number of Years)': 'പ്രവൃത്തിപരിചയം (വർഷം)',
  'Upload CV (PDF, JPG or JPEG, at most 5 MB)': 'ബയോഡാറ്റ (CV) ചേർക്കുക (PDF, JPG അല്ലെങ്കിൽ JPEG, പരമാവധി 5 MB)',
  [CAREER_MESSAGES.name]: 'പേര് നൽകണം.',
  [CAREER_MESSAGES.school1]: 'സ്ഥാപനത്തിന്റെ പേര് നൽകണം.',
  [CAREER_MESSAGES.profession]: 'തസ്തിക നൽകണം.',
  [CAREER_MESSAGES.fatherName]: 'അച്ഛന്റെ / ജീവിതപങ്കാളിയുടെ പേര് നൽകണം.',
  [CAREER_MESSAGES.dob]: 'ജനനത്തീയതി നൽകണം.',
  [CAREER_MESSAGES.phone]: 'ഫോൺ നമ്പർ നൽകണം.',
  [CAREER_MESSAGES.mailType]: 'അപേക്ഷിക്കുന്ന തസ്തിക തിരഞ്ഞെടുക്കണം.',
  [CAREER_MESSAGES.experience]: 'പ്രവൃത്തിപരിചയം എത്ര വർഷമെന്ന് നൽകണം.',
  // SPEC keeps the English "PDF only"; the field takes JPG too, and the Malayalam says so.
  [CAREER_MESSAGES.cv]: 'ബയോഡാറ്റ (CV) ചേർക്കുക (PDF അല്ലെങ്കിൽ JPG, പരമാവധി 5 MB).',
  [CAREER_MESSAGES.address]: 'വിലാസം നൽകണം.',
  [CAREER_MESSAGES.email]: 'ഇമെയിൽ നൽകണം.',
  [CAREER_MESSAGES.fileType]: 'ഈ തരം ഫയൽ സ്വീകരിക്കില്ല. PDF അല്ലെങ്കിൽ JPG ഫയൽ മാത്രം ചേർക്കുക.',
  [CAREER_MESSAGES.fileSize]: 'ബയോഡാറ്റ 5 MB-യിൽ കൂടരുത്.',
  [CAREER_MESSAGES.phoneDigits]: '10 അക്കമുള്ള ഫോൺ നമ്പർ നൽകുക.',
  [CAREER_MESSAGES.row.qualification]: 'യോഗ്യത നൽകണം',
  [CAREER_MESSAGES.row.subject]: 'വിഷയം നൽകണം',
  [CAREER_MESSAGES.row.howKnow]: 'മാർക്ക് നൽകണം',
  [CAREER_MESSAGES.row.rate]: 'ശതമാനം നൽകണം',
  [CAREER_MESSAGES.row.school]: 'സ്ഥാപനത്തിന്റെ പേര് നൽകണം',
  [CAREER_SUCCESS]: 'നിങ്ങളുടെ അപേക്ഷ ഞങ്ങൾക്ക് ലഭിച്ചു. നന്ദി!',
} satisfies Covers<Texts<typeof CAREER_MESSAGES> | typeof CAREER_SUCCESS>

const admission = {
  'Application number': 'അപേക്ഷാ നമ്പർ',
  Student: 'വിദ്യാർഥി',
  'Student Name': 'വിദ്യാർഥിയുടെ പേര്',
  Gender: 'ലിംഗഭേദം',
  'Your Age : {age} Year': 'പ്രായം: {age} വയസ്സ്',
  Religion: 'മതം',
  Community: 'സമുദായം',
  Category: 'സംവരണ വിഭാഗം',
  'Aadhaar Number': 'ആധാർ നമ്പർ',
  'WhatsApp No': 'വാട്സ്ആപ്പ് നമ്പർ',
  'Postal Address': 'തപാൽ വിലാസം',
  Parents: 'രക്ഷിതാക്കൾ',
  'Father Name': 'അച്ഛന്റെ പേര്',
  'Father Occupation': 'അച്ഛന്റെ തൊഴിൽ',
  "Father's Mobile No": 'അച്ഛന്റെ മൊബൈൽ നമ്പർ',
  "Father's Email": 'അച്ഛന്റെ ഇമെയിൽ',
  'Mother Name': 'അമ്മയുടെ പേര്',
  "Mother's Occupation": 'അമ്മയുടെ തൊഴിൽ',
  "Mother's Mobile No": 'അമ്മയുടെ മൊബൈൽ നമ്പർ',
  "Mother's Email": 'അമ്മയുടെ ഇമെയിൽ',
  'Do any brothers or sisters study at this school?': 'കുട്ടിയുടെ സഹോദരങ്ങൾ ആരെങ്കിലും ഈ സ്കൂളിൽ പഠിക്കുന്നുണ്ടോ?',
  Yes: 'ഉണ്ട്',
  No: 'ഇല്ല',
  'Sibling {n}': 'സഹോദരൻ / സഹോദരി {n}',
  'sibling {n}': 'സഹോദരൻ / സഹോദരി {n}',
  'Sibling Name': 'സഹോദരന്റെ / സഹോദരിയുടെ പേര്',
  Class: 'ക്ലാസ്',
  'ADD MORE': 'കൂടുതൽ ചേർക്കുക',
  // The set Kerala's forms print: ആൺ / പെൺ / മറ്റുള്ളവർ (a person, not the thing മറ്റുള്ളവ).
  Male: 'ആൺ',
  Female: 'പെൺ',
  Other: 'മറ്റുള്ളവർ',
  General: 'പൊതുവിഭാഗം',
  OBC: 'ഒ.ബി.സി.',
  SC: 'എസ്.സി.',
  ST: 'എസ്.ടി.',
  [DECLARATION]: 'മുകളിൽ നൽകിയ വിവരങ്ങൾ എന്റെ അറിവിലും വിശ്വാസത്തിലും സത്യവും ശരിയുമാണെന്ന് ഞാൻ സാക്ഷ്യപ്പെടുത്തുന്നു.',
  [ADMISSION_MESSAGES.name]: 'വിദ്യാർഥിയുടെ പേര് നൽകണം.',
  [ADMISSION_MESSAGES.gender]: 'ലിംഗഭേദം തിരഞ്ഞെടുക്കണം.',
  [ADMISSION_MESSAGES.dob]: 'ജനനത്തീയതി നൽകണം.',
  [ADMISSION_MESSAGES.dobInvalid]: 'ജനനത്തീയതി ശരിയല്ല.',
  [ADMISSION_MESSAGES.religion]: 'മതം നൽകണം.',
  [ADMISSION_MESSAGES.category]: 'സംവരണ വിഭാഗം തിരഞ്ഞെടുക്കണം.',
  [ADMISSION_MESSAGES.address1]: 'തപാൽ വിലാസം നൽകണം.',
  [ADMISSION_MESSAGES.phone2]: 'വാട്സ്ആപ്പ് നമ്പർ നൽകണം.',
  [ADMISSION_MESSAGES.fatherName]: 'അച്ഛന്റെ പേര് നൽകണം.',
  [ADMISSION_MESSAGES.profession]: 'അച്ഛന്റെ തൊഴിൽ നൽകണം.',
  [ADMISSION_MESSAGES.phone]: 'അച്ഛന്റെ മൊബൈൽ നമ്പർ നൽകണം.',
  [ADMISSION_MESSAGES.motherName]: 'അമ്മയുടെ പേര് നൽകണം.',
  [ADMISSION_MESSAGES.profession1]: 'അമ്മയുടെ തൊഴിൽ നൽകണം.',
  [ADMISSION_MESSAGES.phone1]: 'അമ്മയുടെ മൊബൈൽ നമ്പർ നൽകണം.',
  [ADMISSION_MESSAGES.declaration]: 'വിവരങ്ങൾ ശരിയാണെന്ന് സാക്ഷ്യപ്പെടുത്താൻ സത്യപ്രസ്താവനയിൽ ടിക്ക് ചെയ്യുക.',
  [ADMISSION_MESSAGES.siblingName]: 'സഹോദരന്റെ / സഹോദരിയുടെ പേര് നൽകണം.',
  [ADMISSION_MESSAGES.siblingClass]: 'സഹോദരന്റെ / സഹോദരിയുടെ ക്ലാസ് നൽകണം.',
  [ADMISSION_SUCCESS]: 'നിങ്ങളുടെ രജിസ്ട്രേഷൻ ഫോം ഞങ്ങൾക്ക് ലഭിച്ചു. നന്ദി!',
  [ADMISSION_CLOSED]: 'പ്രവേശനത്തിനുള്ള രജിസ്ട്രേഷൻ ഇപ്പോൾ നടക്കുന്നില്ല.',
} satisfies Covers<
  | Texts<typeof ADMISSION_MESSAGES>
  | typeof ADMISSION_SUCCESS
  | typeof ADMISSION_CLOSED
  | typeof DECLARATION
  | (typeof GENDERS)[number]
  | (typeof ADMISSION_CATEGORIES)[number]
>

const tc = {
  'Admission No.': 'അഡ്മിഷൻ നമ്പർ',
  'Student Full Name': 'വിദ്യാർഥിയുടെ മുഴുവൻ പേര്',
  'Looking up…': 'തിരയുന്നു…',
  'View Details': 'വിവരങ്ങൾ കാണുക',
  'Your transfer certificate has been downloaded as tc.{ext}.': 'നിങ്ങളുടെ ടി.സി. tc.{ext} എന്ന ഫയലായി ഡൗൺലോഡ് ചെയ്തു.',
  [TC_MESSAGES.empty]: 'എല്ലാ വിവരങ്ങളും പൂരിപ്പിക്കുക',
  [TC_MESSAGES.invalidResponse]: 'സെർവറിൽ നിന്ന് ശരിയായ മറുപടി ലഭിച്ചില്ല.',
  'Failed to fetch the file. Status: {status}':
    'ഫയൽ ലഭ്യമാക്കാനായില്ല (പിശക് {status}). അൽപസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക, അല്ലെങ്കിൽ സ്കൂൾ ഓഫീസുമായി ബന്ധപ്പെടുക.',
  [TC_MESSAGES.unsupported]: 'ലഭിച്ച ഫയലിന്റെ തരം തുറക്കാനാവില്ല',
  [TC_MESSAGES.fallback]: 'ക്ഷമിക്കണം, ഇപ്പോൾ ടി.സി. തിരയാനായില്ല. അൽപസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.',
  [TC_REFUSALS.tooLarge]: 'അയച്ച വിവരങ്ങൾ വളരെ വലുതാണ്.',
  [TC_REFUSALS.notJson]: 'അഡ്മിഷൻ നമ്പറും പേരും ശരിയായ രൂപത്തിൽ ലഭിച്ചില്ല. പേജ് പുതുക്കി വീണ്ടും ശ്രമിക്കുക.',
  [UNKNOWN_SCHOOL]: 'ഈ സ്കൂൾ കോഡ് ശരിയല്ല.',
  [TC_NOT_FOUND]:
    'ഈ അഡ്മിഷൻ നമ്പറിലും പേരിലും ഇതുവരെ ടി.സി. നൽകിയിട്ടില്ല. അപേക്ഷിച്ച് 3 ദിവസത്തിന് ശേഷം, എല്ലാ കുടിശ്ശികയും അടച്ചുതീർത്താൽ മാത്രമേ ടി.സി. നൽകുകയുള്ളൂ. വിവരങ്ങൾ ഒന്നുകൂടി പരിശോധിക്കുക, അല്ലെങ്കിൽ സ്കൂൾ ഓഫീസുമായി ബന്ധപ്പെടുക.',
} satisfies Covers<Texts<typeof TC_MESSAGES> | Texts<typeof TC_REFUSALS> | typeof TC_NOT_FOUND | typeof UNKNOWN_SCHOOL>

const subscribe = {
  Subscribe: 'സബ്സ്ക്രൈബ് ചെയ്യുക',
  'Save my choices': 'തിരഞ്ഞെടുപ്പുകൾ സേവ് ചെയ്യുക',
  'What would you like to receive?': 'എന്തെല്ലാം ലഭിക്കണം?',
  'Classes of your children': 'നിങ്ങളുടെ കുട്ടികളുടെ ക്ലാസുകൾ',
  'Circulars for these classes come with those for the whole school. Choose none for whole-school circulars only.':
    'ഈ ക്ലാസുകൾക്കുള്ള സർക്കുലറുകളും സ്കൂളിനാകെയുള്ളവയും ലഭിക്കും. സ്കൂളിനാകെയുള്ളവ മാത്രം മതിയെങ്കിൽ ഒന്നും തിരഞ്ഞെടുക്കേണ്ട.',
  'How often?': 'എത്ര തവണ?',
  'Urgent alerts always come at once.': subscribeMl.mail.alertsAtOnce,
  'Language of the mails': 'മെയിലുകളുടെ ഭാഷ',
  'Pre-primary': 'പ്രീ-പ്രൈമറി',
  ...Object.fromEntries(TOPICS.map((topic) => [TOPIC_LABELS[topic], subscribeMl.topics[topic]])),
  ...Object.fromEntries(FREQUENCIES.map((f) => [FREQUENCY_LABELS[f], subscribeMl.frequencies[f]])),
  [SUBSCRIBE_MESSAGES.email]: 'ഇമെയിൽ നൽകണം.',
  [SUBSCRIBE_MESSAGES.topics]: 'ഒരു ഇനമെങ്കിലും തിരഞ്ഞെടുക്കുക.',
  [SUBSCRIBE_MESSAGES.frequency]: 'എത്ര തവണ എന്ന് തിരഞ്ഞെടുക്കുക.',
  [SUBSCRIBE_MESSAGES.language]: 'ഭാഷ തിരഞ്ഞെടുക്കുക.',
  [SUBSCRIBE_SUCCESS]:
    'നന്ദി. ഈ വിലാസത്തിലേക്ക് ഒരു മെയിൽ അയച്ചിട്ടുണ്ട്: സ്ഥിരീകരിക്കാൻ അതിലെ ലിങ്ക് തുറക്കുക. അതുവരെ മറ്റൊന്നും അയയ്ക്കില്ല.',
  [CONFIRMATION_NOT_SENT]: 'സ്ഥിരീകരണ മെയിൽ അയയ്ക്കാനായില്ല. കുറച്ച് മിനിറ്റുകൾക്ക് ശേഷം വീണ്ടും ശ്രമിക്കുക.',
  [MAIL_NOT_SET_UP]: subscribeMl.notSetUp,
  [CHOICES_SAVED]: subscribeMl.saved,
  [LINK_GONE]: 'ഈ ലിങ്ക് ഇനി പ്രവർത്തിക്കില്ല. വീണ്ടും സബ്സ്ക്രൈബ് ചെയ്യാം.',
} satisfies Covers<
  | Texts<typeof SUBSCRIBE_MESSAGES>
  | typeof SUBSCRIBE_SUCCESS
  | typeof CONFIRMATION_NOT_SENT
  | typeof MAIL_NOT_SET_UP
  | typeof CHOICES_SAVED
  | typeof LINK_GONE
>

/** Each form's table in Malayalam, with the words every form shares. */
export const FORMS_ML = {
  contact: { ...common, ...contact },
  accessibility: { ...common, ...contact, ...accessibility },
  privacyRequest: { ...common, ...contact, ...privacyRequest },
  career: { ...common, ...career },
  admission: { ...common, ...admission },
  tc: { ...common, ...tc },
  subscribe: { ...common, ...subscribe },
  // A form the school built is drawn in the page's language already; only the shared words remain.
  officeForm: common,
} satisfies Record<string, TextTable>
