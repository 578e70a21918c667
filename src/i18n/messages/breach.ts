import type { BreachData, BreachPeople } from '@/lib/privacy/breach-drafts'

/**
 * The words of the breach register's drafts (namespace `Breach`, DPDP Rules r. 7): the
 * intimation and report to the Data Protection Board of India, and the notice to each person
 * affected, English and Malayalam side by side; ml must have every key of en (TypeScript checks
 * it in ml.ts). The office copies them from a breach's record (lib/privacy/breach-drafts.ts fills
 * them in); the people's and data's English words are also the admin's choices
 * (collections/Breaches.ts).
 */
export const breachEn = {
  people: {
    pupils: 'Pupils',
    parents: 'Parents',
    'job-applicants': 'Applicants for jobs',
    staff: 'Staff',
    'former-pupils': 'Former pupils',
    others: 'Visitors and others',
  } satisfies Record<BreachPeople, string>,
  data: {
    contact: 'Names and contact details',
    children: 'Children’s details',
    aadhaar: 'Aadhaar numbers',
    cvs: 'CVs',
    photos: 'Photos',
    other: 'Other',
  } satisfies Record<BreachData, string>,
  /** A field of the record the office has not filled in yet: left visible in the draft. */
  missing: '[not recorded yet]',
  unknown: 'not known yet',
  count: 'about {count} people',
  board: {
    subjectFirst:
      'Intimation of a personal data breach under rule 7(2)(a) of the Digital Personal Data Protection Rules, 2025',
    subjectReport:
      'Report on a personal data breach under rule 7(2)(b) of the Digital Personal Data Protection Rules, 2025',
    firstNow: 'This is the school’s first intimation of this breach to the Board.',
    firstSent: 'The school’s first intimation of this breach was sent to the Board on {date}.',
    peopleTold:
      'Each person affected was told on {date}, with the description of the breach, its likely consequences for them, the measures taken, the steps they can take and whom to ask. A copy of the notice is attached.',
    peopleNotTold: 'The people affected have not been told yet.',
    text: 'To: The Data Protection Board of India\nSubject: {subject}\n\nData Fiduciary: {school}\nContact for this breach: {contact}\n\n1. Description of the breach: its nature, extent, timing and location\nWhat happened: {title}\n{description}\nWhen it happened: {occurred}\nWhen the school became aware of it: {found}\nWhose data: {people} ({count})\nKinds of personal data: {data}\n\n2. Likely impact\n{consequences}\n\n3. Events, circumstances and reasons leading to the breach\n{circumstances}\n\n4. Measures implemented or proposed to mitigate the risk\n{measures}\n\n5. Findings regarding the person who caused the breach\n{findings}\n\n6. Remedial measures taken to prevent its recurrence\n{remedial}\n\n7. Intimation to the people affected\n{intimations}\n\n{first}\n\n{school}',
  },
  notice: {
    text: 'Subject: A breach of personal data at {school}\n\nDear Sir or Madam,\n\n{school} writes to tell you of a breach that affects personal data the school holds about you or your child.\n\nWhat happened\n{title}\n{description}\nWhen it happened: {occurred}. The school learnt of it on {found}.\nThe data affected: {data}.\n\nWhat it may mean for you\n{consequences}\n\nWhat the school has done\n{measures}\n\nWhat you can do to protect yourself\n{selfProtection}\n\nQuestions\nWho answers them on behalf of the school: {contact}.\n\n{school}',
  },
}

export const breachMl: typeof breachEn = {
  people: {
    pupils: 'വിദ്യാർഥികൾ',
    parents: 'രക്ഷിതാക്കൾ',
    'job-applicants': 'ജോലിക്ക് അപേക്ഷിച്ചവർ',
    staff: 'ജീവനക്കാർ',
    'former-pupils': 'പൂർവവിദ്യാർഥികൾ',
    others: 'സന്ദർശകരും മറ്റുള്ളവരും',
  },
  data: {
    contact: 'പേരുകളും ബന്ധപ്പെടാനുള്ള വിവരങ്ങളും',
    children: 'കുട്ടികളുടെ വിവരങ്ങൾ',
    aadhaar: 'ആധാർ നമ്പറുകൾ',
    cvs: 'ബയോഡാറ്റകൾ',
    photos: 'ഫോട്ടോകൾ',
    other: 'മറ്റു വിവരങ്ങൾ',
  },
  missing: '[ഇതുവരെ രേഖപ്പെടുത്തിയിട്ടില്ല]',
  unknown: 'ഇതുവരെ അറിവായിട്ടില്ല',
  count: 'ഏകദേശം {count} പേർ',
  board: {
    subjectFirst:
      'ഡിജിറ്റൽ പേഴ്സണൽ ഡാറ്റാ പ്രൊട്ടക്ഷൻ ചട്ടങ്ങൾ, 2025-ലെ ചട്ടം 7(2)(a) പ്രകാരം വ്യക്തിഗത വിവരങ്ങളുടെ സുരക്ഷാ ലംഘനത്തെക്കുറിച്ചുള്ള അറിയിപ്പ്',
    subjectReport:
      'ഡിജിറ്റൽ പേഴ്സണൽ ഡാറ്റാ പ്രൊട്ടക്ഷൻ ചട്ടങ്ങൾ, 2025-ലെ ചട്ടം 7(2)(b) പ്രകാരം വ്യക്തിഗത വിവരങ്ങളുടെ സുരക്ഷാ ലംഘനത്തെക്കുറിച്ചുള്ള റിപ്പോർട്ട്',
    firstNow: 'ഈ ലംഘനത്തെക്കുറിച്ച് സ്കൂൾ ബോർഡിന് നൽകുന്ന ആദ്യ അറിയിപ്പാണിത്.',
    firstSent: 'ഈ ലംഘനത്തെക്കുറിച്ചുള്ള സ്കൂളിന്റെ ആദ്യ അറിയിപ്പ് {date}-ന് ബോർഡിന് അയച്ചു.',
    peopleTold:
      'ബാധിക്കപ്പെട്ട ഓരോരുത്തരെയും {date}-ന് അറിയിച്ചു. ലംഘനത്തിന്റെ വിവരണം, അവരെ ബാധിച്ചേക്കാവുന്ന പ്രത്യാഘാതങ്ങൾ, സ്വീകരിച്ച നടപടികൾ, അവർക്ക് സ്വയം ചെയ്യാവുന്ന കാര്യങ്ങൾ, സംശയങ്ങൾക്ക് ബന്ധപ്പെടേണ്ടയാൾ എന്നിവ ആ അറിയിപ്പിലുണ്ട്; അതിന്റെ പകർപ്പ് ഇതോടൊപ്പം ചേർക്കുന്നു.',
    peopleNotTold: 'ബാധിക്കപ്പെട്ടവരെ ഇതുവരെ അറിയിച്ചിട്ടില്ല.',
    text: 'സ്വീകർത്താവ്: ഡാറ്റാ പ്രൊട്ടക്ഷൻ ബോർഡ് ഓഫ് ഇന്ത്യ\nവിഷയം: {subject}\n\nഡാറ്റാ ഫിഡ്യൂഷ്യറി: {school}\nഈ ലംഘനത്തെക്കുറിച്ച് ബന്ധപ്പെടേണ്ടത്: {contact}\n\n1. ലംഘനത്തിന്റെ വിവരണം: സ്വഭാവം, വ്യാപ്തി, സമയം, സ്ഥലം\nഎന്ത് സംഭവിച്ചു: {title}\n{description}\nസംഭവിച്ചത്: {occurred}\nസ്കൂൾ ഇതറിഞ്ഞത്: {found}\nആരുടെ വിവരങ്ങൾ: {people} ({count})\nബാധിച്ച വിവരങ്ങളുടെ തരം: {data}\n\n2. ഉണ്ടാകാനിടയുള്ള പ്രത്യാഘാതം\n{consequences}\n\n3. ലംഘനത്തിലേക്ക് നയിച്ച സംഭവങ്ങളും സാഹചര്യങ്ങളും കാരണങ്ങളും\n{circumstances}\n\n4. അപകടസാധ്യത കുറയ്ക്കാൻ സ്വീകരിച്ചതും സ്വീകരിക്കാനുദ്ദേശിക്കുന്നതുമായ നടപടികൾ\n{measures}\n\n5. ലംഘനത്തിന് കാരണക്കാരായവരെക്കുറിച്ചുള്ള കണ്ടെത്തലുകൾ\n{findings}\n\n6. ഇത് ആവർത്തിക്കാതിരിക്കാൻ സ്വീകരിച്ച പരിഹാര നടപടികൾ\n{remedial}\n\n7. ബാധിക്കപ്പെട്ടവരെ അറിയിച്ചത്\n{intimations}\n\n{first}\n\n{school}',
  },
  notice: {
    text: 'വിഷയം: {school}: വ്യക്തിഗത വിവരങ്ങളുടെ സുരക്ഷാ ലംഘനം\n\nപ്രിയപ്പെട്ടവരേ,\n\nസ്കൂളിന്റെ പക്കലുള്ള നിങ്ങളുടെയോ നിങ്ങളുടെ കുട്ടിയുടെയോ വ്യക്തിഗത വിവരങ്ങളെ ബാധിച്ച ഒരു സുരക്ഷാ ലംഘനത്തെക്കുറിച്ച് അറിയിക്കാനാണ് {school} ഈ കത്തയയ്ക്കുന്നത്.\n\nഎന്ത് സംഭവിച്ചു\n{title}\n{description}\nസംഭവിച്ചത്: {occurred}. സ്കൂൾ ഇതറിഞ്ഞത്: {found}.\nബാധിച്ച വിവരങ്ങൾ: {data}.\n\nഇത് നിങ്ങളെ എങ്ങനെ ബാധിച്ചേക്കാം\n{consequences}\n\nസ്കൂൾ സ്വീകരിച്ച നടപടികൾ\n{measures}\n\nസ്വയം സുരക്ഷിതരാകാൻ നിങ്ങൾക്ക് ചെയ്യാവുന്നത്\n{selfProtection}\n\nസംശയങ്ങൾക്ക്\nസ്കൂളിനുവേണ്ടി നിങ്ങളുടെ ചോദ്യങ്ങൾക്ക് മറുപടി നൽകുന്നത്: {contact}.\n\n{school}',
  },
}
