/**
 * The words of /AccessibilityStatement and /WebsitePolicies (next-intl namespace `Legal`, issue
 * 55), English and Malayalam side by side; ml must have every key of en (TypeScript checks it in
 * ml.ts). They are the platform's statements about the site, with the school's own facts (its
 * name, its grievance officer, the days it takes to answer) filled in; the report form's labels
 * and messages are in its text table (ui-text/forms.ts).
 */

import type { PrivacyForm } from '@/forms/privacy'

/** The day the accessibility statement was last prepared, as the statement says it. */
export const ACCESSIBILITY_REVIEWED = '2026-11-29'

export const legalEn = {
  accessibility: {
    intro:
      '{school} wants everyone to be able to use this website: with a screen reader, with the keyboard alone, with the text enlarged, on a slow phone, in English or in Malayalam.',
    conformanceHeading: 'How far the site conforms',
    conformance:
      'The site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA and the Guidelines for Indian Government Websites (GIGW) 3.0, as the Rights of Persons with Disabilities Rules ask. It partly conforms: what does not yet is listed under “Known limitations”.',
    useHeading: 'What you can do',
    use: [
      'Skip straight to the content with the first link of every page.',
      'Enlarge the text to twice its size without losing any of it.',
      'Use every page and every form without JavaScript.',
      'Read every page in English or in Malayalam, with the switch at the top.',
      'See, on every link to a document, what kind of file it is and how large.',
    ],
    testedHeading: 'How it was tested',
    tested: [
      'Every kind of page is checked with axe-core in a real browser before each release of the site, in English and in Malayalam.',
      'Lighthouse’s accessibility audit is run on every page, as a phone loads it.',
      'The forms are tried with the keyboard alone and without JavaScript; each error names its question and is read out by screen readers.',
      'Pages are looked at on a phone 360 pixels wide and on a desktop screen.',
    ],
    limitsHeading: 'Known limitations',
    limits: [
      'Circulars and documents the school puts up as scans or photographs may not be readable by a screen reader. Ask the office, and it will send you the text.',
      'Videos come from YouTube and may not have captions.',
      'The map is Google’s; the school’s address is written beside it.',
      'Certificates in the mandatory disclosure are the documents as issued, scanned.',
    ],
    reportHeading: 'Report an accessibility problem',
    reportIntro:
      'Tell us what did not work and on which page, and how to reach you. The office answers within {days} days.',
    enforcementHeading: 'If you are not satisfied',
    enforcement:
      'If our answer does not settle the problem, you may write to the State Commissioner for Persons with Disabilities, Kerala.',
    reviewed: 'This statement was prepared on {date} and is reviewed with every release of the site.',
  },
  policies: {
    intro:
      'The terms on which {school} publishes this website, as the Guidelines for Indian Government Websites ask of a public website.',
    privacyHeading: 'Privacy',
    privacy: [
      'The site asks for personal data only in its forms. Each says, above its Submit button, what it collects, why, and how long it is kept, as below; a form the school builds for an event or a booking says so for itself. Only the school’s staff can read what is sent.',
      'Reading the site asks nothing of you: there are no advertising or tracking cookies, and no analytics service sees your visit. The server records its own failures, without what forms contain, to keep the site running.',
      'You may see, correct or delete what the school holds about you, name someone to act for you, or complain: write to the grievance officer below.',
    ],
    forms: {
      contact: 'Contact form',
      career: 'Job applications',
      admission: 'Admission registration',
      tc: 'Transfer certificate look-up',
      subscribe: 'E-mail subscription',
      privacyRequest: 'Privacy request',
    } satisfies Record<PrivacyForm, string>,
    copyrightHeading: 'Copyright',
    copyright:
      'The words, photographs and documents on this site are © {holder}. You may reproduce the text free of charge, accurately and naming the source, but not for sale and not in a misleading way. Photographs of pupils may not be reproduced. Documents of the Board (CBSE) and of the government are theirs.',
    linkingHeading: 'Links to and from this site',
    linking: [
      'You may link to any page of this site without asking. Please do not show our pages inside a frame of your own site.',
      'Links to other sites (the CBSE, maps, YouTube, the school app) are given for your convenience; the school does not answer for their content or for how they treat your data.',
    ],
    termsHeading: 'Terms of use',
    terms: [
      'The school takes care that what is published here is correct and current. Where a circular or notice here differs from the signed copy the school issued, the signed copy prevails.',
      'The school is not liable for any loss arising from the use of this site or of the sites it links to.',
      'These terms are governed by the laws of India, and disputes are subject to the courts of Kerala.',
    ],
    contactHeading: 'Grievance officer',
    contact:
      '{officer}: <email>{email}</email>, <tel>{phone}</tel>. Requests and complaints about personal data are answered within {days} days.',
  },
}

export const legalMl: typeof legalEn = {
  accessibility: {
    intro:
      'സ്ക്രീൻ റീഡർ ഉപയോഗിക്കുന്നവർക്കും കീബോർഡ് മാത്രം ഉപയോഗിക്കുന്നവർക്കും അക്ഷരങ്ങൾ വലുതാക്കി വായിക്കുന്നവർക്കും വേഗം കുറഞ്ഞ ഫോണിലുള്ളവർക്കും ഇംഗ്ലീഷിലോ മലയാളത്തിലോ, എല്ലാവർക്കും ഈ വെബ്സൈറ്റ് ഉപയോഗിക്കാനാകണമെന്ന് {school} ആഗ്രഹിക്കുന്നു.',
    conformanceHeading: 'വെബ്സൈറ്റ് എത്രത്തോളം മാനദണ്ഡങ്ങൾ പാലിക്കുന്നു',
    conformance:
      'ഭിന്നശേഷി അവകാശ ചട്ടങ്ങൾ ആവശ്യപ്പെടുന്നതുപോലെ, വെബ് ഉള്ളടക്ക പ്രവേശനക്ഷമതാ മാർഗനിർദേശങ്ങൾ (WCAG) 2.2, AA തലവും ഇന്ത്യൻ സർക്കാർ വെബ്സൈറ്റുകൾക്കുള്ള മാർഗനിർദേശങ്ങൾ (GIGW) 3.0-ഉം പാലിക്കുകയാണ് ലക്ഷ്യം. ഭാഗികമായി പാലിക്കുന്നു: ഇനിയും പാലിക്കാത്തവ “അറിയാവുന്ന പരിമിതികൾ” എന്നതിന് കീഴിൽ നൽകിയിരിക്കുന്നു.',
    useHeading: 'നിങ്ങൾക്ക് ചെയ്യാവുന്നത്',
    use: [
      'ഓരോ പേജിലെയും ആദ്യ ലിങ്ക് വഴി നേരെ ഉള്ളടക്കത്തിലേക്ക് പോകാം.',
      'ഒന്നും നഷ്ടപ്പെടാതെ അക്ഷരങ്ങൾ ഇരട്ടി വലുപ്പത്തിലാക്കാം.',
      'ജാവാസ്ക്രിപ്റ്റ് ഇല്ലാതെയും എല്ലാ പേജുകളും ഫോമുകളും ഉപയോഗിക്കാം.',
      'മുകളിലെ സ്വിച്ച് വഴി ഓരോ പേജും ഇംഗ്ലീഷിലോ മലയാളത്തിലോ വായിക്കാം.',
      'ഓരോ രേഖയിലേക്കുമുള്ള ലിങ്കിൽ ഫയലിന്റെ തരവും വലുപ്പവും കാണാം.',
    ],
    testedHeading: 'എങ്ങനെ പരിശോധിച്ചു',
    tested: [
      'വെബ്സൈറ്റിന്റെ ഓരോ പുതിയ പതിപ്പിനും മുമ്പ്, എല്ലാതരം പേജുകളും ഇംഗ്ലീഷിലും മലയാളത്തിലും ഒരു യഥാർഥ ബ്രൗസറിൽ axe-core ഉപയോഗിച്ച് പരിശോധിക്കുന്നു.',
      'ഫോണിൽ തുറക്കുന്നതുപോലെ ഓരോ പേജിലും Lighthouse പ്രവേശനക്ഷമതാ പരിശോധന നടത്തുന്നു.',
      'ഫോമുകൾ കീബോർഡ് മാത്രം ഉപയോഗിച്ചും ജാവാസ്ക്രിപ്റ്റ് ഇല്ലാതെയും പരീക്ഷിക്കുന്നു; ഓരോ പിശകും അതിന്റെ ചോദ്യം പറയുന്നു, സ്ക്രീൻ റീഡറുകൾ അത് വായിക്കുന്നു.',
      '360 പിക്സൽ വീതിയുള്ള ഫോണിലും ഡെസ്ക്ടോപ്പ് സ്ക്രീനിലും പേജുകൾ നോക്കി ഉറപ്പാക്കുന്നു.',
    ],
    limitsHeading: 'അറിയാവുന്ന പരിമിതികൾ',
    limits: [
      'സ്കാൻ ചെയ്തോ ഫോട്ടോ എടുത്തോ സ്കൂൾ പ്രസിദ്ധീകരിക്കുന്ന സർക്കുലറുകളും രേഖകളും സ്ക്രീൻ റീഡറിന് വായിക്കാനായേക്കില്ല. ഓഫീസിനോട് ചോദിച്ചാൽ അവയുടെ ഉള്ളടക്കം അയച്ചുതരും.',
      'വീഡിയോകൾ YouTube-ൽ നിന്നാണ്; അവയ്ക്ക് സബ്ടൈറ്റിലുകൾ ഉണ്ടാകണമെന്നില്ല.',
      'മാപ്പ് ഗൂഗിളിന്റേതാണ്; സ്കൂളിന്റെ വിലാസം അതിനരികിൽ എഴുതിയിട്ടുണ്ട്.',
      'നിർബന്ധിത പൊതു വെളിപ്പെടുത്തലിലെ സർട്ടിഫിക്കറ്റുകൾ ലഭിച്ചതുപോലെ സ്കാൻ ചെയ്ത രേഖകളാണ്.',
    ],
    reportHeading: 'പ്രവേശനക്ഷമതാ പ്രശ്നം അറിയിക്കുക',
    reportIntro:
      'എന്താണ് പ്രവർത്തിക്കാതിരുന്നത്, ഏത് പേജിലാണ്, നിങ്ങളെ എങ്ങനെ ബന്ധപ്പെടാം എന്ന് അറിയിക്കുക. {days} ദിവസത്തിനകം ഓഫീസ് മറുപടി നൽകും.',
    enforcementHeading: 'മറുപടിയിൽ തൃപ്തരല്ലെങ്കിൽ',
    enforcement: 'ഞങ്ങളുടെ മറുപടി കൊണ്ട് പ്രശ്നം പരിഹരിക്കപ്പെടുന്നില്ലെങ്കിൽ, കേരള സംസ്ഥാന ഭിന്നശേഷി കമ്മീഷണർക്ക് എഴുതാവുന്നതാണ്.',
    reviewed: 'ഈ പ്രസ്താവന {date}-ന് തയ്യാറാക്കിയതാണ്; വെബ്സൈറ്റിന്റെ ഓരോ പുതിയ പതിപ്പിലും പുനഃപരിശോധിക്കുന്നു.',
  },
  policies: {
    intro:
      'ഇന്ത്യൻ സർക്കാർ വെബ്സൈറ്റുകൾക്കുള്ള മാർഗനിർദേശങ്ങൾ ഒരു പൊതു വെബ്സൈറ്റിനോട് ആവശ്യപ്പെടുന്നതുപോലെ, {school} ഈ വെബ്സൈറ്റ് പ്രസിദ്ധീകരിക്കുന്ന വ്യവസ്ഥകൾ.',
    privacyHeading: 'സ്വകാര്യത',
    privacy: [
      'ഈ വെബ്സൈറ്റ് വ്യക്തിവിവരങ്ങൾ ചോദിക്കുന്നത് ഫോമുകളിൽ മാത്രമാണ്. എന്ത് ശേഖരിക്കുന്നു, എന്തിന്, എത്ര കാലം സൂക്ഷിക്കും എന്ന് ഓരോ ഫോമും സമർപ്പിക്കുക ബട്ടണിന് മുകളിൽ താഴെ കാണുന്നതുപോലെ പറയുന്നു; പരിപാടികൾക്കും ബുക്കിങ്ങിനുമായി സ്കൂൾ തയ്യാറാക്കുന്ന ഫോമുകൾ അത് സ്വയം പറയുന്നു. അയയ്ക്കുന്നവ സ്കൂൾ ജീവനക്കാർക്ക് മാത്രമേ വായിക്കാനാകൂ.',
      'വെബ്സൈറ്റ് വായിക്കാൻ നിങ്ങളിൽ നിന്ന് ഒന്നും ആവശ്യമില്ല: പരസ്യത്തിനോ പിന്തുടരലിനോ ഉള്ള കുക്കികളില്ല, ഒരു അനലിറ്റിക്സ് സേവനവും നിങ്ങളുടെ സന്ദർശനം കാണുന്നില്ല. വെബ്സൈറ്റ് പ്രവർത്തിപ്പിക്കാൻ, ഫോമുകളിലെ ഉള്ളടക്കമില്ലാതെ, സെർവർ സ്വന്തം തകരാറുകൾ മാത്രം രേഖപ്പെടുത്തുന്നു.',
      'സ്കൂളിന്റെ പക്കലുള്ള നിങ്ങളുടെ വിവരങ്ങൾ കാണാനോ തിരുത്താനോ നീക്കം ചെയ്യാനോ, നിങ്ങൾക്കുവേണ്ടി പ്രവർത്തിക്കാൻ ഒരാളെ നാമനിർദേശം ചെയ്യാനോ, പരാതിപ്പെടാനോ താഴെ നൽകിയ പരാതി പരിഹാര ഓഫീസർക്ക് എഴുതുക.',
    ],
    forms: {
      contact: 'ബന്ധപ്പെടാനുള്ള ഫോം',
      career: 'ജോലി അപേക്ഷകൾ',
      admission: 'പ്രവേശന രജിസ്ട്രേഷൻ',
      tc: 'ടി.സി. തിരയൽ',
      subscribe: 'ഇമെയിൽ സബ്സ്ക്രിപ്ഷൻ',
      privacyRequest: 'സ്വകാര്യതാ അപേക്ഷ',
    },
    copyrightHeading: 'പകർപ്പവകാശം',
    copyright:
      'ഈ വെബ്സൈറ്റിലെ എഴുത്തുകളും ഫോട്ടോകളും രേഖകളും © {holder}. എഴുത്തുകൾ സൗജന്യമായി, കൃത്യമായി, ഉറവിടം പറഞ്ഞുകൊണ്ട് പുനഃപ്രസിദ്ധീകരിക്കാം; വിൽപനയ്ക്കോ തെറ്റിദ്ധരിപ്പിക്കുന്ന രീതിയിലോ പാടില്ല. വിദ്യാർഥികളുടെ ഫോട്ടോകൾ പുനഃപ്രസിദ്ധീകരിക്കാൻ പാടില്ല. ബോർഡിന്റെയും (സി.ബി.എസ്.ഇ.) സർക്കാരിന്റെയും രേഖകൾ അവരുടേതാണ്.',
    linkingHeading: 'ഈ വെബ്സൈറ്റിലേക്കും പുറത്തേക്കുമുള്ള ലിങ്കുകൾ',
    linking: [
      'അനുവാദം ചോദിക്കാതെ ഈ വെബ്സൈറ്റിലെ ഏത് പേജിലേക്കും ലിങ്ക് നൽകാം. ഞങ്ങളുടെ പേജുകൾ നിങ്ങളുടെ വെബ്സൈറ്റിലെ ഫ്രെയിമിനുള്ളിൽ കാണിക്കരുത്.',
      'മറ്റ് വെബ്സൈറ്റുകളിലേക്കുള്ള ലിങ്കുകൾ (സി.ബി.എസ്.ഇ., മാപ്പ്, YouTube, സ്കൂൾ ആപ്പ്) നിങ്ങളുടെ സൗകര്യത്തിനാണ്; അവയുടെ ഉള്ളടക്കത്തിനോ അവ നിങ്ങളുടെ വിവരങ്ങൾ കൈകാര്യം ചെയ്യുന്ന രീതിക്കോ സ്കൂൾ ഉത്തരവാദിയല്ല.',
    ],
    termsHeading: 'ഉപയോഗ വ്യവസ്ഥകൾ',
    terms: [
      'ഇവിടെ പ്രസിദ്ധീകരിക്കുന്നവ ശരിയും പുതിയതുമാണെന്ന് സ്കൂൾ ഉറപ്പാക്കുന്നു. ഇവിടെയുള്ള സർക്കുലറോ അറിയിപ്പോ സ്കൂൾ നൽകിയ ഒപ്പിട്ട പകർപ്പിൽ നിന്ന് വ്യത്യസ്തമാണെങ്കിൽ ഒപ്പിട്ട പകർപ്പാണ് പ്രാബല്യത്തിൽ.',
      'ഈ വെബ്സൈറ്റോ ഇത് ലിങ്ക് ചെയ്യുന്ന വെബ്സൈറ്റുകളോ ഉപയോഗിക്കുന്നതുമൂലമുള്ള നഷ്ടങ്ങൾക്ക് സ്കൂൾ ബാധ്യസ്ഥരല്ല.',
      'ഈ വ്യവസ്ഥകൾ ഇന്ത്യൻ നിയമങ്ങൾക്ക് വിധേയമാണ്; തർക്കങ്ങൾ കേരളത്തിലെ കോടതികളുടെ അധികാരപരിധിയിൽ.',
    ],
    contactHeading: 'പരാതി പരിഹാര ഓഫീസർ',
    contact:
      '{officer}: <email>{email}</email>, <tel>{phone}</tel>. വ്യക്തിവിവരങ്ങളെക്കുറിച്ചുള്ള അപേക്ഷകൾക്കും പരാതികൾക്കും {days} ദിവസത്തിനകം മറുപടി നൽകും.',
  },
}
